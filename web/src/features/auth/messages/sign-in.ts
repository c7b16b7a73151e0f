import { defineMessages } from '#shared/i18n/define-messages.ts';

/**
 * `web.auth.{login,forgotPassword,forgotPasswordConfirmation,changePassword,changePasswordConfirmation,errors}`,
 * a part of `web.auth` (joined in ../messages.ts).
 */
export const signIn = defineMessages({
  fr: {
    login: {
      pageTitle: 'Connexion',
      title: 'Connexion à votre espace',
      linkRefused: {
        title: 'Connexion avec Google ou Apple impossible pour cette adresse.',
        text: 'Un compte Inkslot utilise déjà cet email, et nous ne pouvons pas les relier en toute sécurité : le fournisseur n’a pas confirmé l’adresse, ou elle n’a jamais été confirmée sur le compte. Connectez-vous avec votre email et votre mot de passe (confirmez l’adresse si on vous le demande).',
      },
      signedOutEverywhere: 'Vous êtes déconnecté de tous vos appareils.',
      accountDeleted: 'Votre compte est supprimé. Merci d’avoir utilisé Inkslot.',
      emailVerified: 'Votre adresse email est vérifiée. Vous pouvez vous connecter.',
      submit: 'Se connecter',
      forgotPassword: 'Mot de passe oublié ?',
      or: 'ou',
      google: 'Continuer avec Google',
      apple: 'Continuer avec Apple',
      noAccount: 'Pas encore de compte ?',
      signup: 'Créer un compte',
    },
    forgotPassword: {
      pageTitle: 'Mot de passe oublié',
      title: 'Mot de passe oublié',
      intro:
        'Saisissez votre adresse email : nous vous enverrons un code pour choisir un nouveau mot de passe.',
      submit: 'Envoyer le code',
    },
    forgotPasswordConfirmation: {
      pageTitle: 'Email envoyé',
      title: 'Consultez vos emails',
      text: 'Si un compte existe pour {{email}}, un code de réinitialisation vient d’y être envoyé.',
      textNoEmail:
        'Si un compte existe pour cette adresse, un code de réinitialisation vient d’y être envoyé.',
      next: 'Saisir le code',
    },
    changePassword: {
      pageTitle: 'Nouveau mot de passe',
      title: 'Choisissez un nouveau mot de passe',
      submit: 'Changer le mot de passe',
    },
    changePasswordConfirmation: {
      pageTitle: 'Mot de passe modifié',
      title: 'Mot de passe modifié',
      text: 'Votre mot de passe a été modifié. Vous pouvez maintenant vous connecter.',
    },
    errors: {
      invalidCredentials: 'Adresse email ou mot de passe incorrect',
      userExists: 'Un compte existe déjà avec cette adresse email',
      codeMismatch: 'Code de vérification incorrect',
      codeExpired: 'Ce code a expiré, demandez-en un nouveau',
      tooManyAttempts: 'Trop de tentatives, réessayez dans quelques minutes',
      invalidPassword: 'Ce mot de passe n’est pas accepté',
      generic: 'Une erreur est survenue, veuillez réessayer',
    },
  },
  en: {
    login: {
      pageTitle: 'Sign in',
      title: 'Sign in to your space',
      linkRefused: {
        title: 'Google or Apple sign-in is not possible for this address.',
        text: 'An Inkslot account already uses this email, and we cannot link the two safely: the provider did not confirm the address, or it was never confirmed on the account. Sign in with your email and password (confirm the address if asked).',
      },
      signedOutEverywhere: 'You are signed out of every device.',
      accountDeleted: 'Your account is deleted. Thank you for using Inkslot.',
      emailVerified: 'Your email address is verified. You can sign in.',
      submit: 'Sign in',
      forgotPassword: 'Forgot your password?',
      or: 'or',
      google: 'Continue with Google',
      apple: 'Continue with Apple',
      noAccount: 'No account yet?',
      signup: 'Create an account',
    },
    forgotPassword: {
      pageTitle: 'Forgot password',
      title: 'Forgot your password',
      intro: 'Enter your email address: we will send you a code to choose a new password.',
      submit: 'Send the code',
    },
    forgotPasswordConfirmation: {
      pageTitle: 'Email sent',
      title: 'Check your email',
      text: 'If an account exists for {{email}}, a reset code has just been sent to it.',
      textNoEmail: 'If an account exists for this address, a reset code has just been sent to it.',
      next: 'Enter the code',
    },
    changePassword: {
      pageTitle: 'New password',
      title: 'Choose a new password',
      submit: 'Change the password',
    },
    changePasswordConfirmation: {
      pageTitle: 'Password changed',
      title: 'Password changed',
      text: 'Your password has been changed. You can now sign in.',
    },
    errors: {
      invalidCredentials: 'Incorrect email address or password',
      userExists: 'An account already exists with this email address',
      codeMismatch: 'Incorrect verification code',
      codeExpired: 'This code has expired, ask for a new one',
      tooManyAttempts: 'Too many attempts, try again in a few minutes',
      invalidPassword: 'This password is not accepted',
      generic: 'Something went wrong, please try again',
    },
  },
  es: {
    login: {
      pageTitle: 'Iniciar sesión',
      title: 'Accede a tu espacio',
      linkRefused: {
        title: 'No es posible entrar con Google o Apple con esta dirección.',
        text: 'Una cuenta de Inkslot ya usa este email y no podemos vincularlas de forma segura: el proveedor no confirmó la dirección, o nunca se confirmó en la cuenta. Entra con tu email y tu contraseña (confirma la dirección si se te pide).',
      },
      signedOutEverywhere: 'Has cerrado la sesión en todos tus dispositivos.',
      accountDeleted: 'Tu cuenta está eliminada. Gracias por usar Inkslot.',
      emailVerified: 'Tu correo electrónico está verificado. Ya puedes iniciar sesión.',
      submit: 'Iniciar sesión',
      forgotPassword: '¿Olvidaste tu contraseña?',
      or: 'o',
      google: 'Continuar con Google',
      apple: 'Continuar con Apple',
      noAccount: '¿Todavía no tienes cuenta?',
      signup: 'Crear una cuenta',
    },
    forgotPassword: {
      pageTitle: 'Contraseña olvidada',
      title: 'Contraseña olvidada',
      intro: 'Introduce tu correo electrónico: te enviaremos un código para elegir una nueva contraseña.',
      submit: 'Enviar el código',
    },
    forgotPasswordConfirmation: {
      pageTitle: 'Correo enviado',
      title: 'Revisa tu correo',
      text: 'Si existe una cuenta para {{email}}, se le acaba de enviar un código de restablecimiento.',
      textNoEmail:
        'Si existe una cuenta para esta dirección, se le acaba de enviar un código de restablecimiento.',
      next: 'Introducir el código',
    },
    changePassword: {
      pageTitle: 'Nueva contraseña',
      title: 'Elige una nueva contraseña',
      submit: 'Cambiar la contraseña',
    },
    changePasswordConfirmation: {
      pageTitle: 'Contraseña cambiada',
      title: 'Contraseña cambiada',
      text: 'Tu contraseña se ha cambiado. Ya puedes iniciar sesión.',
    },
    errors: {
      invalidCredentials: 'Correo electrónico o contraseña incorrectos',
      userExists: 'Ya existe una cuenta con este correo electrónico',
      codeMismatch: 'Código de verificación incorrecto',
      codeExpired: 'Este código ha caducado, pide uno nuevo',
      tooManyAttempts: 'Demasiados intentos, inténtalo de nuevo en unos minutos',
      invalidPassword: 'Esta contraseña no se acepta',
      generic: 'Se produjo un error, inténtalo de nuevo',
    },
  },
});
