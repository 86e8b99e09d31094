import type en from '../../en/games/quiz';
import type { Translation } from '../../../types';

export default {
  title: '',
} satisfies Translation<typeof en>;
