import { chatSuggestions } from '@artvoyage/content/chat-suggestions';
import type en from '../en/assistant';
import type { Translation } from '../../types';

/** French: the art-expert chat. */
export default {
  assistant: {
    title: 'Demandez à l’expert en art',
    subtitle: 'Vos questions sur les chefs-d’œuvre, leurs artistes, l’histoire du musée ou votre visite',
    welcome:
      'Bonjour ! Je suis votre expert en art. Interrogez-moi sur les chefs-d’œuvre du Louvre et leurs artistes, l’histoire du musée, nos visites guidées ou la préparation de votre visite.',
    log: 'Conversation avec l’expert en art',
    you: 'Vous',
    expert: 'Expert en art',
    sentAt: 'Envoyé à {{time}}',
    typing: 'L’assistant écrit…',
    tryAsking: 'Essayez de demander :',
    inputLabel: 'Votre question pour l’expert en art',
    placeholder: 'Posez une question sur l’art, l’histoire ou un chef-d’œuvre du Louvre…',
    send: 'Envoyer le message',
    keyboardHint: 'Entrée envoie, Maj+Entrée passe à la ligne.',
    messageCount_one: '{{count, number}} message',
    messageCount_many: '{{count, number}} messages',
    messageCount_other: '{{count, number}} messages',
    error: 'Désolé, une erreur s’est produite. Veuillez réessayer.',
    rateLimited: 'Trop de questions en peu de temps. Patientez une minute puis réessayez.',
    offline:
      'L’expert en art a besoin du serveur ArtVoyage, et cette version de l’application fonctionne sans. Vous pouvez toujours explorer la galerie, les visites guidées et les jeux.',
    unreachable:
      'L’expert en art a besoin du serveur ArtVoyage, injoignable pour le moment. Vérifiez votre connexion et réessayez.',
    fallbackReply:
      'Je vous prie de m’excuser, je rencontre actuellement des difficultés techniques. Veuillez réessayer plus tard. En attendant, n’hésitez pas à découvrir notre visite virtuelle des chefs-d’œuvre du musée !',
    readMore: 'En savoir plus dans ArtVoyage',
    suggestions: chatSuggestions.fr,
  },
} satisfies Translation<typeof en>;
