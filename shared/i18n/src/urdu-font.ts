// Only an Urdu page imports this module (language-choice.ts), so the font's rules and file are no
// part of the English first load.
import naskh from '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2';

/** The Arabic-script subset's ranges (fontsource's): Latin text and emoji keep the system's fonts. */
const ARABIC_RANGE =
  'U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC';

const STYLE_ID = 'portal-urdu-font';

/**
 * Noto Naskh Arabic (self-hosted, the Arabic subset, regular weight) for Urdu pages, headings
 * included (the system's bold fonts lack letters such as ہ, shown as boxes). Emoji come after it in
 * the stack from the system's colour fonts, so they never show as boxes.
 */
export function addUrduFont(): void {
  if (document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = `@font-face{font-family:'Noto Naskh Arabic';src:url(${naskh}) format('woff2');font-weight:400 700;font-display:swap;unicode-range:${ARABIC_RANGE}}
:root:lang(ur){--portal-urdu-fonts:'Noto Naskh Arabic',system-ui,sans-serif,'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji';--chakra-fonts-body:var(--portal-urdu-fonts);--chakra-fonts-heading:var(--portal-urdu-fonts)}
:root:lang(ur) body,:root:lang(ur) h1,:root:lang(ur) h2,:root:lang(ur) h3,:root:lang(ur) h4,:root:lang(ur) button,:root:lang(ur) input,:root:lang(ur) select,:root:lang(ur) textarea{font-family:var(--portal-urdu-fonts)}`;
  document.head.append(style);
}
