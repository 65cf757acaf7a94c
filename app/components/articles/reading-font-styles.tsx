/**
 * The self-hosted reading fonts of articles (picked by `?font=`): only the latin subset and
 * the faces the prose uses (regular, italic for emphasis and quotes, bold for strong text and
 * headings). Fontsource's CSS declares `font-display: swap`, so text shows at once in a
 * fallback font. Georgia and the default are system fonts: no stylesheet.
 */
import ptSerif400 from '@fontsource/pt-serif/latin-400.css?url';
import ptSerif400Italic from '@fontsource/pt-serif/latin-400-italic.css?url';
import ptSerif700 from '@fontsource/pt-serif/latin-700.css?url';
import crimson400 from '@fontsource/crimson-text/latin-400.css?url';
import crimson400Italic from '@fontsource/crimson-text/latin-400-italic.css?url';
import crimson700 from '@fontsource/crimson-text/latin-700.css?url';
import ebGaramond400 from '@fontsource/eb-garamond/latin-400.css?url';
import ebGaramond400Italic from '@fontsource/eb-garamond/latin-400-italic.css?url';
import ebGaramond700 from '@fontsource/eb-garamond/latin-700.css?url';
import workSans400 from '@fontsource/work-sans/latin-400.css?url';
import workSans400Italic from '@fontsource/work-sans/latin-400-italic.css?url';
import workSans700 from '@fontsource/work-sans/latin-700.css?url';
import libreFranklin400 from '@fontsource/libre-franklin/latin-400.css?url';
import libreFranklin400Italic from '@fontsource/libre-franklin/latin-400-italic.css?url';
import libreFranklin700 from '@fontsource/libre-franklin/latin-700.css?url';
import cormorant400 from '@fontsource/cormorant-garamond/latin-400.css?url';
import cormorant400Italic from '@fontsource/cormorant-garamond/latin-400-italic.css?url';
import cormorant700 from '@fontsource/cormorant-garamond/latin-700.css?url';
import type { ReadingFont } from '../../../core/articles/reading-font.ts';

const STYLESHEETS: Record<ReadingFont, readonly string[]> = {
  default: [],
  georgia: [],
  ptserif: [ptSerif400, ptSerif400Italic, ptSerif700],
  crimson: [crimson400, crimson400Italic, crimson700],
  ebgaramond: [ebGaramond400, ebGaramond400Italic, ebGaramond700],
  worksans: [workSans400, workSans400Italic, workSans700],
  librefranklin: [libreFranklin400, libreFranklin400Italic, libreFranklin700],
  cormorant: [cormorant400, cormorant400Italic, cormorant700],
};

/**
 * The chosen font's stylesheets, rendered where the article is: React 19 hoists them into <head>
 * (and loads them before revealing the article on a client navigation), and no other page gets them.
 */
export function ReadingFontStyles({ font }: { font: ReadingFont }) {
  return STYLESHEETS[font].map((href) => (
    <link key={href} rel="stylesheet" href={href} precedence="default" />
  ));
}
