/**
 * The sign-up questions' words (namespace `signupQuestions`): labels and hints, as sign-up and My
 * Profile ask them. English is the spec's words exactly (spec/portal.md section 3); the choices are
 * the contracts' lists, shown through the message catalogue by their stored value.
 */
export const signupQuestionsEn = {
  names: {
    property: "Property's name",
    business: 'Business name',
    fullName: 'Full name',
    contactPerson: "Contact person's name",
  },
  labels: {
    city: 'City/region',
    address: 'Address',
    officeAddress: 'Office address',
    location: 'Location',
    propertyType: 'Property type',
    tourTypes: 'Which tours do you offer?',
    operateTreks: 'Do you operate treks?',
    serveInternational: 'Do you serve international tourists?',
    activities: 'Which activities do you offer?',
    openDays: 'Open days',
    openingTime: 'Opening time',
    closingTime: 'Closing time',
    rentalType: 'What do you rent out?',
    vehicles: 'How many cars or bikes do you have?',
    selfDrive: 'Do you offer self-drive?',
    securityDeposit: 'Do you require a security deposit?',
    specialiseIn: 'What do you specialise in?',
    guidingSince: 'How long have you been guiding?',
    guideInternational: 'Do you guide international tourists?',
    amenities: 'Amenities',
    rooms: 'How many rooms does your property have?',
    checkIn: 'Check-in time',
    checkOut: 'Check-out time',
    propertyPhotos: 'Photos of your property',
    yourPhotos: 'Photos of you',
  },
  hints: {
    addressVerified: 'Your address will be verified and a map embedded manually.',
    addressPrivate: 'Your address will not be visible on your profile.',
    filesEach: 'Up to {{count}} files, 5 MB each.',
    sizeEach: '5 MB a file.',
    ownership: 'Business registration or proof of ownership.',
    vehicleDocuments: 'Business registration or vehicle documents.',
    identity: 'CNIC (front and back) or passport.',
    document: '{{what}} {{limits}}',
  },
  documentsLater:
    'No documents at hand? You can finish now and upload them later from My Profile. Your listings go live once we have checked them.',
} as const;

export type SignupQuestionsStrings = typeof signupQuestionsEn;

declare module '@portal/i18n' {
  interface PortalNamespaces {
    signupQuestions: SignupQuestionsStrings;
  }
}
