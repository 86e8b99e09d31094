import type en from '../../en/games/crossword';
import type { Translation } from '../../../types';

export default {
  title: '',
} satisfies Translation<typeof en>;
