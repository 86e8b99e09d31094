/** The timeline game's screen (profile-games spec sections 2, 4 and 9). */
export default {
  title: '',
} as const;
