import type en from '../../en/games/trueFalse';
import type { Translation } from '../../../types';

export default {
  title: '',
} satisfies Translation<typeof en>;
