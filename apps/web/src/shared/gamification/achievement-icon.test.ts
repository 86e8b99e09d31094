import { Award, Footprints, Gamepad2, MessageCircle, Mountain } from 'lucide-react';
import { describe, expect, it } from 'vitest';
import { achievementIcon } from './achievement-icon';

describe('achievementIcon', () => {
  it("maps the server's icon names to lucide icons", () => {
    expect(achievementIcon('footprints')).toBe(Footprints);
    expect(achievementIcon('message-circle')).toBe(MessageCircle);
    expect(achievementIcon('gamepad-2')).toBe(Gamepad2);
    expect(achievementIcon('mountain')).toBe(Mountain);
  });

  it('accepts other spellings of the same name', () => {
    expect(achievementIcon('Gamepad2')).toBe(Gamepad2);
    expect(achievementIcon('MessageCircle')).toBe(MessageCircle);
    expect(achievementIcon(' message_circle ')).toBe(MessageCircle);
  });

  it('falls back to a medal for anything unknown', () => {
    expect(achievementIcon('no-such-icon')).toBe(Award);
    expect(achievementIcon('🏆')).toBe(Award);
    expect(achievementIcon('')).toBe(Award);
    expect(achievementIcon(null)).toBe(Award);
  });
});
