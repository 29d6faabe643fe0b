// Test helper of the pseudo-locale tests of My Profile and Team.
import { DOCUMENT_LABELS, NOTIFICATION_PREFERENCE_HINTS, NOTIFICATION_PREFERENCE_LABELS, ROLE_LABELS } from '@portal/contracts';
import { isPseudoLocalized } from '@portal/i18n/testing';

/**
 * Words that are not this namespace's: the contracts' constants (they go through the message
 * catalogue, which has no pseudo-locale). The sign-up questions' labels are @portal/forms'
 * namespace, pseudo-localised like this one.
 */
const OTHERS = new Set<string>([
  ...Object.values(ROLE_LABELS),
  ...Object.values(NOTIFICATION_PREFERENCE_LABELS),
  ...Object.values(NOTIFICATION_PREFERENCE_HINTS),
  ...Object.values(DOCUMENT_LABELS).flatMap((labels) => Object.values(labels)),
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
