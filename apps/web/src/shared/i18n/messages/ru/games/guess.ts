import type en from '../../en/games/guess';
import type { Translation } from '../../../types';

export default {
  title: '',
} satisfies Translation<typeof en>;
