// Test helper of the pseudo-locale tests of My Profile and Team.
import { NOTIFICATION_PREFERENCE_HINTS, NOTIFICATION_PREFERENCE_LABELS, ROLE_LABELS } from '@portal/contracts';
import { BUSINESS_QUESTIONS, HOTEL_SERVICE_QUESTIONS, VERIFICATION_QUESTIONS } from '@portal/forms';
import { isPseudoLocalized } from '@portal/i18n/testing';

/**
 * Words that are not this namespace's: the contracts' constants (they go through the message
 * catalogue, which has no pseudo-locale) and the sign-up questions' labels (@portal/forms').
 */
const OTHERS = new Set<string>([
  ...Object.values(ROLE_LABELS),
  ...Object.values(NOTIFICATION_PREFERENCE_LABELS),
  ...Object.values(NOTIFICATION_PREFERENCE_HINTS),
  ...[BUSINESS_QUESTIONS, VERIFICATION_QUESTIONS].flatMap((byType) =>
    Object.values(byType)
      .flat()
      .map((question) => question.label),
  ),
  ...HOTEL_SERVICE_QUESTIONS.map((question) => question.label),
]);

/** Data (isolated for bidi), what the member typed or chose, and the language names, which are each language's own. */
const DATA = 'bdi, [dir], [translate="no"], input, select, option';

/** The visible text and accessible names of `container` outside data that did not go through the layer (pseudo-locale). */
export function untranslatedIn(container: HTMLElement): string[] {
  const texts = [...container.querySelectorAll('*')]
    .filter((element) => !element.closest(DATA))
    .flatMap((element) =>
      [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim() !== '')
        .map((node) => node.textContent!),
    );
  const labels = [...container.querySelectorAll('[aria-label]')].map((element) => element.getAttribute('aria-label')!);
  return [...texts, ...labels].filter((text) => /\p{L}/u.test(text) && !OTHERS.has(text.trim()) && !isPseudoLocalized(text));
}
