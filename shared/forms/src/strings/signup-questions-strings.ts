import { registerStrings, stringsOf, useStrings } from '@portal/i18n';

import { signupQuestionsEn } from './signup-questions.en';

// Registered with the sign-up questions: English at once, Urdu fetched only when Urdu is on.
registerStrings('signupQuestions', {
  en: signupQuestionsEn,
  ur: () => import(/* webpackChunkName: "strings-signup-questions-ur" */ './signup-questions.ur').then((m) => m.signupQuestionsUr),
});

/**
 * Re-renders a component that shows sign-up questions when the language changes or its Urdu
 * arrives; the questions themselves are built in the current language (signup-questions.ts).
 */
export const useSignupQuestionsStrings = () => useStrings('signupQuestions').t;

/** The sign-up questions' `t` outside React. */
export const signupQuestionsText = () => stringsOf('signupQuestions');
