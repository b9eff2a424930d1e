// Texts of the sign-in, registration and password screens; headings are the app catalogue's screens.
import type { AuthTexts } from './auth.ka';

const texts: AuthTexts = {
  aside: {
    title: 'Find a home that suits you',
    text: 'Flats for sale and to rent all over Georgia, with new listings every day.',
    benefits: [
      'Post a listing in a few minutes',
      'Saved listings and messages in one place',
      'Your account is protected by an SMS code',
    ],
    adminTitle: 'Realt admin panel',
    adminText: 'Users, moderation, promotions and finances, all in one place.',
  },
  homeLink: 'Realt — home page',
  backToLogin: 'Back to sign in',
  // a refusal other than a 422 (which is the server's answer to the request): the app's own words
  refused: 'Something went wrong. Please try again.',
  fields: {
    phone: 'Phone number',
    email: 'Email',
    password: 'Password',
    newPassword: 'New password',
    passwordConfirmation: 'Repeat password',
    passwordHint: 'At least 1 uppercase letter, 1 lowercase letter and 1 digit',
    name: 'First name',
    surname: 'Last name',
    code: 'Code',
    codeHint: '4 digits',
  },
  method: {
    legend: 'Phone or email',
    phone: 'By phone',
    email: 'By email',
  },
  login: {
    lead: 'Sign in to manage your own and saved listings.',
    // the lead when a guest's Save or Message sent them here
    leadFor: { save: 'Sign in to save this listing.', message: 'Sign in to message the advertiser.' },
    submit: 'Sign in',
    forgot: 'Forgot your password?',
    noAccount: 'Don’t have an account yet?',
    register: 'Sign up',
    wrong: 'The phone number, email or password is incorrect. Please check them and try again.',
    notKept: 'Your browser does not let this site keep data, so you will need to sign in again after reloading or closing this page.',
  },
  adminLogin: {
    lead: 'Sign in to the admin panel with an administrator or moderator account.',
    badge: 'Admin panel',
  },
  register: {
    lead: 'Sign up and post your listing. We will confirm your number with an SMS code.',
    // the lead when a guest's Save or Message sent them to sign in, and on here
    leadFor: { save: 'Sign up to save this listing.', message: 'Sign up to message the advertiser.' },
    submit: 'Get a code',
    haveAccount: 'Already have an account?',
    login: 'Sign in',
  },
  code: {
    sentToPhone: 'We have sent a four-digit code to',
    sentToEmail: 'We have sent a four-digit code to',
    submit: 'Confirm',
    noCode: 'Didn’t get the code?',
    resend: 'Send again',
    resendIn: (time: string) => `in ${time}`,
    resent: 'A new code has been sent.',
    // sending a code was refused with anything but a 422
    sendFailed: 'The code could not be sent. Please try again.',
    changeData: 'Change details',
    // the password typed on the register form is kept in memory only: a reload forgets it
    passwordAgain: 'For your security we do not store your password. Please enter it again.',
    missing: 'There is nothing to confirm: the request may already be complete. Please start again.',
    startRegister: 'Sign up',
    startReset: 'Reset password',
  },
  reset: {
    lead: 'Enter the phone number or email of your account and we will send you a confirmation code.',
    submit: 'Send code',
  },
  createPassword: {
    lead: 'Choose a new password for your account.',
    submit: 'Save password',
    changed: 'Your password has been changed. Sign in with your new password.',
    newCode: 'Request a new code',
    missing: 'Confirm the code first, then create a new password.',
  },
  social: {
    google: 'Sign in with Google',
    facebook: 'Sign in with Facebook',
    or: 'or',
    progress: 'Signing you in…',
    missingToken: 'We did not receive your sign-in details from the social network. Please try again.',
    failed: 'Your sign-in could not be confirmed. Try again or sign in with your password.',
    // the return does not carry the state this tab started with: a link from elsewhere
    invalidLink: 'This sign-in link is not valid: it was not started in this browser. Sign in again to continue.',
    signInAgain: 'Sign in again',
    switchTitle: 'Switch to another account?',
    switchQuestion: (name: string) => `You are signed in as ${name}. Switch to the new account?`,
    switchQuestionUnnamed: 'You are already signed in with another account. Switch to the new account?',
    switchContinue: 'Switch',
    switchCancel: 'Stay in the current account',
  },
};

export default texts;
