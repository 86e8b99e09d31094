import { profileUpdateSchema } from '@artvoyage/contract';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testProfile, traveller } from '@/testing/fixtures';
import { renderWithApp, setUpApiServer } from '@/testing/render';
import { EditProfileDialog } from './EditProfileDialog';

const server = setUpApiServer({ 'GET /api/v1/profile': () => ({ body: testProfile() }) });

async function renderDialog(profile = testProfile()) {
  const onOpenChange = vi.fn();
  await renderWithApp(<EditProfileDialog profile={profile} open onOpenChange={onOpenChange} />, {
    server,
    user: traveller,
    groups: ['profile'],
  });
  return { onOpenChange, dialog: screen.getByRole('dialog', { name: 'Edit Profile' }) };
}

const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

describe('EditProfileDialog', () => {
  it('refuses an empty name without calling the server', async () => {
    const { dialog, onOpenChange } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: '   ' } });
    save(dialog);
    expect(await screen.findByText('Name cannot be empty')).toBeTruthy();
    expect(server.received('PATCH /api/v1/profile')).toEqual([]);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('checks a favourite destination before adding it', async () => {
    const { dialog } = await renderDialog(testProfile({ favorite_destinations: ['Kyoto'] }));
    const input = within(dialog).getByLabelText('A place you love');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Type the name of a place first.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'kyoto' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(within(dialog).getByText('This destination is already in your list.')).toBeTruthy();
    fireEvent.change(input, { target: { value: 'Lisbon' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    const chips = within(dialog).getByTestId('profile-destinations');
    expect([...chips.querySelectorAll('li')].map((chip) => chip.textContent)).toEqual(['Kyoto', 'Lisbon']);
    expect((input as HTMLInputElement).value).toBe('');
  });

  it('sends the edited profile, reports the completed profile, and closes', async () => {
    server.answer('PATCH /api/v1/profile', (request) => ({ body: testProfile(request.body as object) }));
    server.answer('POST /functions/v1/gamification-system', () => ({
      body: { success: true, message: 'ok', newAchievements: [], xpAwarded: 0 },
    }));
    const { dialog, onOpenChange } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('About me'), { target: { value: '  Loves museums.  ' } });
    fireEvent.change(within(dialog).getByLabelText('Add a language'), { target: { value: 'fr' } });
    fireEvent.change(within(dialog).getByLabelText('A place you love'), { target: { value: 'Rome' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    fireEvent.click(within(dialog).getByLabelText('History'));
    fireEvent.click(within(dialog).getByLabelText('Art'));
    fireEvent.change(within(dialog).getByLabelText('Budget level'), { target: { value: 'high' } });
    save(dialog);

    expect(await screen.findByText('Your data has been successfully saved.')).toBeTruthy();
    expect(onOpenChange).toHaveBeenCalledWith(false);
    const [patch] = server.received('PATCH /api/v1/profile');
    expect(patch?.headers.authorization).toMatch(/^Bearer /);
    const sent = profileUpdateSchema.parse(patch?.body);
    expect(sent).toMatchObject({
      full_name: 'Ada Lovelace',
      bio: 'Loves museums.',
      languages: ['fr'],
      favorite_destinations: ['Rome'],
      travel_preferences: { interests: ['art', 'history'], budget_level: 'high', travel_style: 'cultural' },
    });
    // Name, bio, a language and a destination: the profile is complete, which earns its XP.
    await waitFor(() => expect(server.received('POST /functions/v1/gamification-system')).toHaveLength(1));
    expect(server.received('POST /functions/v1/gamification-system')[0]?.body).toMatchObject({
      action: 'profile_completed',
    });
  });

  it('keeps the dialog open with what was typed when the server fails', async () => {
    server.answer('PATCH /api/v1/profile', () => ({
      status: 500,
      body: { error: { code: 'INTERNAL_ERROR', message: 'Database down' } },
    }));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { dialog, onOpenChange } = await renderDialog();
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Ada King' } });
    save(dialog);

    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeTruthy();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect((within(dialog).getByLabelText('Name') as HTMLInputElement).value).toBe('Ada King');
    expect(within(dialog).getByRole('button', { name: 'Save' }).hasAttribute('disabled')).toBe(false);
    warn.mockRestore();
  });
});
