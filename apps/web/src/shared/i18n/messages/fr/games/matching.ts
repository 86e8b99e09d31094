import type en from '../../en/games/matching';
import type { Translation } from '../../../types';

export default {
  title: '',
} satisfies Translation<typeof en>;
