import type en from '../en/recognition';
import type { Translation } from '../../types';

/** French: AI photo recognition. */
export default {
  recognition: {
    title: 'Reconnaissance photo par IA',
    subtitle: 'Photographiez un chef-d’œuvre du musée ou un monument, et découvrez ce que vous regardez.',
    upload: {
      heading: 'Votre photo',
      selectFile: 'Fichier',
      camera: 'Caméra',
      hint: 'JPG, PNG, WEBP',
      privacy:
        'Les grandes photos sont réduites sur votre appareil avant l’envoi. Votre photo n’est pas conservée.',
      empty: 'Aucune photo choisie',
      previewAlt: 'Votre photo',
      preparing: 'Préparation de la photo…',
      noPreview: 'Pas d’aperçu pour ce fichier',
      remove: 'Retirer l’image',
      recognize: 'Reconnaître le lieu',
      analyzing: 'Analyse de l’image…',
    },
    tips: {
      heading: 'Ce qu’elle reconnaît',
      text: 'Les dix chefs-d’œuvre de notre visite virtuelle et les monuments de notre carte.',
      steadyHeading: 'Pour un meilleur résultat',
      whole: 'Cadrez l’œuvre en entier.',
      light: 'Choisissez un bon éclairage et évitez les reflets.',
      straight: 'Placez-vous face à l’œuvre plutôt que de biais.',
    },
    results: {
      heading: 'Résultats de la reconnaissance',
      accuracy: '{{percent, number}} % de précision',
      culturalContext: 'Contexte culturel',
      visitRecommendations: 'Conseils de visite',
      room: 'Salle',
      openingHours: 'Horaires d’ouverture',
      viewArtwork: 'Ouvrir la page de l’œuvre',
      showOnMap: 'Voir sur la carte',
      processingTime: 'Temps de traitement : {{ms, number}} ms',
      status: 'Statut : {{status}}',
      additional: 'Autres conseils',
      announce: 'Reconnaissance terminée : {{name}}, {{percent, number}} % de précision.',
    },
    artworkResult: {
      findIt: 'Où trouver l’œuvre : {{room}}.',
      onTours_one: 'Cette œuvre est une étape de la visite « {{tours}} ».',
      onTours_many: 'Cette œuvre est une étape des visites {{tours}}.',
      onTours_other: 'Cette œuvre est une étape des visites {{tours}}.',
      listen: 'Écoutez son audioguide sur sa page, avant ou pendant votre visite.',
    },
    status: {
      completed: 'Terminé',
      fallback: 'Non reconnu',
      error: 'Erreur',
      offline: 'Hors ligne',
    },
    error: {
      title: 'La photo n’a pas pu être analysée',
      generic: 'Une erreur s’est produite lors de l’analyse de l’image',
    },
    unavailable: {
      name: 'Service indisponible',
      location: 'Inconnu',
      description: 'Le service de reconnaissance est injoignable pour le moment.',
      culturalContext: 'La reconnaissance photo a besoin du serveur ArtVoyage, qui n’a pas répondu.',
      checkConnection: 'Vérifiez votre connexion Internet.',
      tryLater: 'Réessayez dans un instant.',
    },
    offline: {
      name: 'Reconnaissance indisponible hors ligne',
      location: 'Mode hors ligne',
      description: 'La reconnaissance photo n’est pas disponible en mode hors ligne.',
      culturalContext:
        'La reconnaissance photo a besoin du serveur ArtVoyage, et cette version de l’application fonctionne sans lui.',
      explore: 'Explorez la galerie et les visites guidées, qui fonctionnent hors ligne.',
    },
    itinerary: {
      add: 'Ajouter à mon itinéraire',
      heading: 'Ajouter {{title}} à un itinéraire',
      itineraryLabel: 'Itinéraire',
      newOption: 'Un nouvel itinéraire pour cette œuvre',
      dayLabel: 'Jour',
      dayOption: 'Jour {{day, number}} : {{title}}',
      confirm: 'Ajouter la visite',
      cancel: 'Annuler',
      loading: 'Chargement des itinéraires…',
      activity: 'Voir {{title}} — {{room}}',
      newName: '{{title}} au Louvre',
      newDayTitle: 'Une visite au Louvre',
      addedTitle: 'Ajouté à votre itinéraire',
      added: 'Visite de 10:00 ajoutée à {{name}}, jour {{day, number}}.',
      already: 'Cette visite figure déjà dans {{name}}, jour {{day, number}}.',
      open: 'Ouvrir Mes itinéraires',
    },
    server: {
      museum: 'Musée du Louvre, Paris',
      unknown: {
        name: 'Lieu inconnu',
        location: 'Non identifié',
        description:
          'Cette photo ne correspond à aucune œuvre ni à aucun lieu que nous connaissions assez bien pour le nommer : nous préférons ne pas deviner.',
        culturalContext:
          'ArtVoyage reconnaît sur photo les dix chefs-d’œuvre de sa visite virtuelle et les sites de sa carte interactive.',
        gallery: 'Parcourez la galerie pour voir les dix chefs-d’œuvre que reconnaît ArtVoyage.',
        map: 'Ouvrez la carte interactive pour trouver les sites qu’il connaît, avec leurs photos et leurs horaires.',
      },
      unavailable: {
        name: 'Service indisponible',
        description:
          'Le service de reconnaissance de photos est indisponible pour le moment. Veuillez réessayer dans quelques instants.',
      },
      suggestions: {
        artworkPage:
          'Ouvrez la page de « {{name}} » pour écouter son audioguide, découvrir son histoire et ses anecdotes.',
        artworkPlan: 'Planifiez un voyage inspiré de cette œuvre, ou ajoutez-la à l’un de vos itinéraires.',
        artworkAsk: 'Posez toutes vos questions sur cette œuvre à l’expert en art de l’Assistant.',
        landmarkMap: 'Retrouvez « {{name}} » sur la carte interactive et tracez un itinéraire jusque-là.',
        landmarkHours: 'Vérifiez les horaires avant de partir : ils changent selon les saisons.',
        landmarkAsk: 'Interrogez l’expert en art de l’Assistant sur l’histoire de ce lieu.',
        otherAsk: 'Interrogez l’expert en art de l’Assistant sur ce que vous avez photographié.',
        retakeClearer:
          'Essayez une image plus nette : tenez le téléphone bien stable et assurez-vous que le sujet est net.',
        retakeAngle:
          'Prenez la photo sous un autre angle, bien en face de l’œuvre ou du bâtiment, et cadrez le sujet en entier.',
        retakeLight: 'Veillez à un bon éclairage, sans éblouissement ni reflets sur la vitre.',
        tryLater: 'Veuillez réessayer dans quelques instants.',
      },
    },
    candidates: {
      heading: 'S’agit-il de l’un de ceux-ci ?',
      intro:
        'Nous ne sommes pas assez sûrs pour dire ce que montre votre photo. Si c’est l’un de ceux-ci, indiquez lequel.',
      possible: 'Correspondance possible',
      confirm: 'Oui, c’est {{name}}',
      none: 'Aucun de ceux-ci',
      confirmed: 'Confirmé par vous',
      confirming: 'Enregistrement de votre réponse...',
      failed: 'Votre réponse n’a pas pu être enregistrée : {{message}}',
      dismissed: 'Merci. Nous préférons ne pas deviner : essayez une autre photo, prise de face.',
    },
    xp: {
      earned: '+{{xp, number}} XP pour cette reconnaissance',
      signIn: 'Connectez-vous pour gagner {{xp, number}} XP par photo reconnue.',
      failed: 'Vos XP pour cette reconnaissance n’ont pas pu être enregistrés : {{message}}',
    },
  },
} satisfies Translation<typeof en>;
