import { defineMessages } from '#shared/i18n/define-messages.ts';

/** `web.portal.{auth,profile}`, a part of `web.portal` (joined in ../messages.ts). */
export const portalSignInAndProfile = defineMessages({
  fr: {
    auth: {
      login: {
        title: 'Accéder à mon espace client',
        intro:
          'Indiquez l’adresse email de vos demandes de réservation : nous vous envoyons un code et un lien de connexion.',
        email: 'Adresse email',
        submit: 'Recevoir mon code',
        noRequest:
          'Pas encore de demande ? Votre espace client s’ouvre avec votre première demande de réservation.',
      },
      sent: {
        title: 'Consultez vos emails',
        text: 'Si {{email}} correspond à un espace client, un email vient d’y être envoyé avec un code à 6 chiffres et un lien de connexion. Ils expirent dans 15 minutes et ne servent qu’une fois.',
        enterCode: 'Saisir mon code',
        resend: 'Renvoyer l’email',
        resendIn: 'Renvoyer l’email dans {{seconds}} s',
        resent: 'Un nouvel email a été envoyé : seul le dernier code reçu fonctionne.',
        otherEmail: 'Utiliser une autre adresse',
      },
      code: {
        title: 'Saisissez votre code',
        intro: 'Entrez le code à 6 chiffres envoyé à {{email}}.',
        introNoEmail: 'Entrez votre adresse email et le code à 6 chiffres reçu par email.',
        label: 'Code à 6 chiffres',
        hint: 'Tapez ou collez les 6 chiffres de l’email.',
        submit: 'Se connecter',
        newCode: 'Recevoir un nouveau code',
      },
      link: {
        title: 'Connexion à votre espace client',
        intro: 'Appuyez sur le bouton pour ouvrir votre espace client sur cet appareil.',
        submit: 'Se connecter',
        newEmail: 'Recevoir un nouvel email de connexion',
      },
      emailLink: {
        title: 'Continuer depuis votre email',
        intro:
          'Appuyez sur le bouton pour ouvrir votre espace client sur cet appareil avec l’adresse {{email}}, sans code à saisir.',
        submit: 'Continuer',
        expired:
          'Le bouton de cet email a expiré ou a déjà servi. Votre adresse est déjà indiquée : demandez un code pour vous connecter.',
      },
      failed: 'La connexion a échoué, veuillez réessayer.',
    },
    profile: {
      title: 'Mes informations',
      intro:
        'Ces informations accompagnent vos demandes de réservation. Votre adresse email vous identifie : elle ne peut pas être modifiée.',
      email: 'Adresse email',
      firstName: 'Prénom',
      lastName: 'Nom',
      age: 'Âge',
      ageHint: 'Au moins {{min}} ans',
      instagram: 'Instagram',
      instagramHint: 'Votre nom d’utilisateur, avec ou sans @ (facultatif)',
      alreadyTattooed: 'Avez-vous déjà un tatouage ?',
      yes: 'Oui',
      no: 'Non',
      locale: 'Langue de vos emails',
      submit: 'Enregistrer',
      success: 'Profil modifié avec succès',
      successText: 'Vos informations sont à jour.',
      error: 'Erreur lors de la modification du profil',
      errorText: 'Une erreur est survenue lors de la mise à jour de vos informations.',
      loadError: 'Une erreur est survenue lors du chargement de vos informations.',
    },
  },
  en: {
    auth: {
      login: {
        title: 'Open my client space',
        intro:
          'Enter the email address of your booking requests: we will send you a code and a sign-in link.',
        email: 'Email address',
        submit: 'Get my code',
        noRequest: 'No request yet? Your client space opens with your first booking request.',
      },
      sent: {
        title: 'Check your email',
        text: 'If {{email}} belongs to a client space, an email was just sent to it with a 6-digit code and a sign-in link. They expire in 15 minutes and work only once.',
        enterCode: 'Enter my code',
        resend: 'Resend the email',
        resendIn: 'Resend the email in {{seconds}} s',
        resent: 'A new email was sent: only the latest code works.',
        otherEmail: 'Use another address',
      },
      code: {
        title: 'Enter your code',
        intro: 'Enter the 6-digit code sent to {{email}}.',
        introNoEmail: 'Enter your email address and the 6-digit code you received by email.',
        label: '6-digit code',
        hint: 'Type or paste the 6 digits from the email.',
        submit: 'Sign in',
        newCode: 'Get a new code',
      },
      link: {
        title: 'Sign in to your client space',
        intro: 'Press the button to open your client space on this device.',
        submit: 'Sign in',
        newEmail: 'Get a new sign-in email',
      },
      emailLink: {
        title: 'Continue from your email',
        intro:
          'Press the button to open your client space on this device with the address {{email}}, no code to type.',
        submit: 'Continue',
        expired:
          'That email’s button has expired or was already used. Your address is filled in: ask for a code to sign in.',
      },
      failed: 'Signing in failed, please try again.',
    },
    profile: {
      title: 'My information',
      intro:
        'This information comes with your booking requests. Your email address identifies you: it cannot be changed.',
      email: 'Email address',
      firstName: 'First name',
      lastName: 'Last name',
      age: 'Age',
      ageHint: 'At least {{min}} years old',
      instagram: 'Instagram',
      instagramHint: 'Your username, with or without @ (optional)',
      alreadyTattooed: 'Do you already have a tattoo?',
      yes: 'Yes',
      no: 'No',
      locale: 'Language of your emails',
      submit: 'Save',
      success: 'Profile updated successfully',
      successText: 'Your information is up to date.',
      error: 'Error while updating the profile',
      errorText: 'An error occurred while updating your information.',
      loadError: 'An error occurred while loading your information.',
    },
  },
  es: {
    auth: {
      login: {
        title: 'Entrar en mi espacio de cliente',
        intro:
          'Indica el correo electrónico de tus solicitudes de cita: te enviamos un código y un enlace de acceso.',
        email: 'Correo electrónico',
        submit: 'Recibir mi código',
        noRequest: '¿Aún sin solicitudes? Tu espacio de cliente se abre con tu primera solicitud de cita.',
      },
      sent: {
        title: 'Revisa tu correo',
        text: 'Si {{email}} corresponde a un espacio de cliente, acabamos de enviarle un correo con un código de 6 dígitos y un enlace de acceso. Caducan en 15 minutos y solo sirven una vez.',
        enterCode: 'Introducir mi código',
        resend: 'Reenviar el correo',
        resendIn: 'Reenviar el correo en {{seconds}} s',
        resent: 'Se envió un nuevo correo: solo funciona el último código recibido.',
        otherEmail: 'Usar otra dirección',
      },
      code: {
        title: 'Introduce tu código',
        intro: 'Introduce el código de 6 dígitos enviado a {{email}}.',
        introNoEmail: 'Introduce tu correo electrónico y el código de 6 dígitos recibido por correo.',
        label: 'Código de 6 dígitos',
        hint: 'Escribe o pega los 6 dígitos del correo.',
        submit: 'Entrar',
        newCode: 'Recibir un código nuevo',
      },
      link: {
        title: 'Acceso a tu espacio de cliente',
        intro: 'Pulsa el botón para abrir tu espacio de cliente en este dispositivo.',
        submit: 'Entrar',
        newEmail: 'Recibir un nuevo correo de acceso',
      },
      emailLink: {
        title: 'Continuar desde tu correo',
        intro:
          'Pulsa el botón para abrir tu espacio de cliente en este dispositivo con la dirección {{email}}, sin código que escribir.',
        submit: 'Continuar',
        expired:
          'El botón de ese correo ha caducado o ya se usó. Tu dirección ya está indicada: pide un código para entrar.',
      },
      failed: 'No se pudo iniciar sesión, inténtalo de nuevo.',
    },
    profile: {
      title: 'Mis datos',
      intro:
        'Estos datos acompañan tus solicitudes de cita. Tu correo electrónico te identifica: no se puede cambiar.',
      email: 'Correo electrónico',
      firstName: 'Nombre',
      lastName: 'Apellidos',
      age: 'Edad',
      ageHint: 'Al menos {{min}} años',
      instagram: 'Instagram',
      instagramHint: 'Tu nombre de usuario, con o sin @ (opcional)',
      alreadyTattooed: '¿Ya tienes algún tatuaje?',
      yes: 'Sí',
      no: 'No',
      locale: 'Idioma de tus correos',
      submit: 'Guardar',
      success: 'Perfil modificado con éxito',
      successText: 'Tus datos están al día.',
      error: 'Error al modificar el perfil',
      errorText: 'Se produjo un error al actualizar tus datos.',
      loadError: 'Se produjo un error al cargar tus datos.',
    },
  },
});
