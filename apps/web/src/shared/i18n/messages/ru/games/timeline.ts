import type en from '../../en/games/timeline';
import type { Translation } from '../../../types';

export default {
  title: '',
} satisfies Translation<typeof en>;
