/**
 * Starts the page's JavaScript after its first paint and its main picture, not with them
 * (decision 018). React Router's <Scripts> writes a `<link rel="modulepreload">` per chunk (React
 * hoists them into <head>) and one `<script type="module">` that imports the route modules and
 * hydrates. On a slow phone connection those ~140 KB of script share the bandwidth with the
 * stylesheet and the LCP picture, so the server-rendered page, readable without them, appears
 * later. This rewrites the rendered document: the preload links are held back,
 * and the module script becomes a small classic script that adds the same preloads and runs the
 * same module once the page has painted and its high-priority pictures are decoded, or after
 * BOOT_CAP_MS at the latest. The order and content of the imports are unchanged.
 */

// Sticky: each is tried at one position of the document (deferHydration sets lastIndex).
const PRELOAD = /<link rel="modulepreload" href="([^"]+)"[^>]*>/y;
/** The id of the data block that holds the module's text until the boot script runs it. */
export const MODULE_BLOCK_ID = '__rr_deferred_module';
/** Even if a picture never arrives, the page becomes interactive by then. */
export const BOOT_CAP_MS = 3000;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');

/** What React Router writes for a render whose inline scripts carry `nonce` (decision 020). */
function patterns(nonce: string | undefined) {
  const moduleStart = `<script${nonce ? ` nonce="${nonce}"` : ''} type="module"`;
  const markers = ['<link rel="modulepreload"', moduleStart];
  return {
    markers,
    moduleScript: new RegExp(`${escapeRegExp(moduleStart)} async="">([\\s\\S]*?)<\\/script>`, 'y'),
  };
}

/** `JSON.stringify` safe inside an inline <script>: no `</script>` or `<!--` can appear. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The classic script that replaces React Router's module script, preceded by a data block (a
 * script type no browser runs) holding the module's text: the module script it creates later is an
 * inline script too, and its text must be in the document for a cached page's hash-based policy
 * (decision 020). The text came out of a <script> element, so it can sit in another one as it is.
 * The created script takes the boot script's own nonce (a live render's policy).
 */
export function bootScript(preloads: string[], moduleSource: string, nonce?: string): string {
  const code = `(function(){var me=document.currentScript,nonce=me&&me.nonce,started=false;function go(){if(started)return;started=true;${scriptJson(preloads)}.forEach(function(href){var l=document.createElement("link");l.rel="modulepreload";l.href=href;document.head.appendChild(l)});var s=document.createElement("script");s.type="module";if(nonce)s.nonce=nonce;s.textContent=document.getElementById("${MODULE_BLOCK_ID}").textContent;document.body.appendChild(s)}function afterPaint(){requestAnimationFrame(function(){setTimeout(go,0)})}function ready(){var pics=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));var n=pics.length;if(!n)return afterPaint();pics.forEach(function(img){var done=function(){if(--n===0)afterPaint()};if(img.decode)img.decode().then(done,done);else done()})}if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",ready,{once:true});else ready();setTimeout(go,${BOOT_CAP_MS})})();`;
  const attribute = nonce ? ` nonce="${nonce}"` : '';
  return (
    `<script type="text/x-deferred-module" id="${MODULE_BLOCK_ID}">${moduleSource}</script>` +
    `<script${attribute}>${code}</script>`
  );
}

/**
 * The document with React Router's preloads held back and its module script replaced by the boot
 * script; `nonce` is the one the render gave React Router's scripts (app/entry.server.tsx). The
 * render hands over the whole document at once (decision 062), so one pass over it suffices: a
 * cursor moves through it and each marker is looked for again only once the cursor has passed it.
 */
export function deferHydration(document: string, nonce?: string): string {
  const { markers, moduleScript } = patterns(nonce);
  const preloads: string[] = [];
  const parts: string[] = [];
  let from = 0;
  const next = markers.map((marker) => document.indexOf(marker));
  for (;;) {
    markers.forEach((marker, i) => {
      if (next[i]! >= 0 && next[i]! < from) next[i] = document.indexOf(marker, from);
    });
    const [preloadAt, moduleAt] = next as [number, number];
    const isPreload = preloadAt >= 0 && (moduleAt < 0 || preloadAt < moduleAt);
    const start = isPreload ? preloadAt : moduleAt;
    if (start < 0) break;
    const pattern = isPreload ? PRELOAD : moduleScript;
    pattern.lastIndex = start;
    const match = pattern.exec(document);
    // An element that does not end: left as React wrote it.
    if (!match) break;
    parts.push(document.slice(from, start));
    from = start + match[0].length;
    if (isPreload) preloads.push(match[1]!);
    else parts.push(bootScript(preloads, match[1]!, nonce));
  }
  parts.push(document.slice(from));
  return parts.join('');
}
