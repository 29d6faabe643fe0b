/**
 * remote-signup's words (namespace `signup`): supplier sign-up and the invitation page. English is
 * the spec's words exactly; tests find elements by them.
 */
export const signupEn = {
  title: 'Supplier sign-up',
  haveAccount: 'Already have an account? ',
  signIn: 'Sign in',
  progress: 'Sign-up progress',
  submit: 'Submit',
  kindOfBusiness: 'What kind of business do you run?',
  categories: {
    hotel: 'Hotel (hotel, lodge, homestay or guesthouse)',
    tour_operator: 'Tour operator',
    activity_operator: 'Activity operator',
    rental: 'Rental provider',
    tour_guide: 'Tour guide',
  },
  steps: {
    type: 'Choose your business type',
    contact: 'For smooth communication',
    aboutYou: 'About you',
    aboutBusiness: 'About your business',
    services: 'Services',
    verification: 'For verification',
  },
  contact: {
    country: 'Country',
    phone: 'Phone number',
    email: 'Email',
    password: 'Set password',
    passwordHelp: 'At least 6 characters.',
    verificationNote: 'We will send a verification email to this address once you finish signing up.',
  },
  photosUploaded: 'Photos uploaded successfully!',
  terms: {
    accept: 'I accept the ',
    supplierTerms: 'supplier terms',
    after: '',
  },
  outcome: {
    unexpected: 'Unexpected error occurred.',
    registered: 'Supplier registered successfully!',
    userFailed: 'User registration failed.',
    supplierFailed: 'Supplier registration failed.',
  },
  confirmation: {
    title: "We're reviewing your details...",
    thanks: 'Thank you for signing up. Here is what happens next:',
    verifyEmail: 'Check your email to verify your account.',
    dashboard: 'Access your dashboard and add your rooms and listings.',
    bookings: 'You can receive bookings once your account is approved.',
    goToDashboard: 'Go to dashboard',
    logIn: 'Log in to dashboard',
  },
  invitation: {
    loading: 'Loading the invitation...',
    notValid: 'Invitation not valid',
    notValidLead: 'This invitation link has been used, withdrawn or has expired. Ask the business to send you a new one.',
    loadFailed: 'Could not load the invitation.',
    join: 'Join {{business}}',
    invitedAs: 'You are invited as {{role}}, with the e-mail {{email}}.',
    form: 'Accept the invitation',
    fullName: 'Full name',
    phone: 'Phone number',
    password: 'Set password',
    passwordHelp: 'At least 6 characters.',
    accept: 'Accept invitation',
    acceptFailedWith: 'Could not accept the invitation: {{message}}',
    acceptFailed: 'Could not accept the invitation',
    hasLogin: '{{email}} has a login already. ',
    signIn: 'Sign in',
    thenOpenAgain: ' with it, then open this link again to join.',
    joinFailedWith: 'Could not join: {{message}}',
    joinFailed: 'Could not join',
  },
} as const;

type SignupStrings = typeof signupEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    signup: SignupStrings;
  }
}
