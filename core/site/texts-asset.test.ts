import { describe, expect, it } from 'vitest';
import { messagesFor, publicMessages, type Messages } from './messages.ts';
import { textsAsset } from './texts-asset.ts';

/** The catalog a texts module exports, read as a browser would import it. */
async function exported(body: string): Promise<Messages> {
  const url = `data:text/javascript;base64,${Buffer.from(body).toString('base64')}`;
  return ((await import(/* @vite-ignore */ url)) as { default: Messages }).default;
}

describe('a texts file (decision 052)', () => {
  it('exports its catalog exactly, markup and quotes included', async () => {
    const messages: Messages = { a: { b: 'It\'s "</script><!-- {{name}}' }, c: 'ação \u2028' };
    expect(await exported(textsAsset('en', 'public', messages).body)).toEqual(messages);
    const ptBR = publicMessages(messagesFor('pt_BR'));
    expect(await exported(textsAsset('pt_BR', 'public', ptBR).body)).toEqual(ptBR);
  });

  it('has an address that names its locale and scope and changes with any text', () => {
    const messages = publicMessages(messagesFor('en'));
    const asset = textsAsset('en', 'public', messages);
    expect(asset.path).toMatch(/^\/texts\/en\.public\.[0-9a-f]{16}\.js$/);
    expect(textsAsset('en', 'public', structuredClone(messages)).path).toBe(asset.path);
    const changed = structuredClone(messages);
    (changed.site as Messages).skip_to_content = 'Skip to the content';
    expect(textsAsset('en', 'public', changed).path).not.toBe(asset.path);
    expect(textsAsset('pt_BR', 'public', messages).path).toMatch(/^\/texts\/pt_BR\.public\./);
    expect(textsAsset('en', 'studio', messages).path).toMatch(/^\/texts\/en\.studio\./);
  });
});
