import { describe, expect, it } from 'vitest';
import { CATALOGS, catalogKeys, translate } from '../../core/site/messages.ts';
import { demoPack, packRows } from './demo-pack.ts';

const english = demoPack('en');
const staticPages = packRows(english, 'static_pages') as {
  key: string;
  locale: string;
  title: string;
  body: string;
}[];
/** Every text of a value (a specifics list, facts). */
const texts = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(texts)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(texts)
        : [];

/**
 * Words a Brazilian reader would recognise as European Portuguese (the pt_BR site once read
 * "sítio", "Estamos a trabalhar", "Esperança de vida"). Each is followed by the Brazilian form.
 */

/** A whole-word, case-insensitive match that knows accented letters are letters too. */
const word = (pattern: string) => new RegExp(`(?<![\\p{L}-])(?:${pattern})(?![\\p{L}-])`, 'iu');

const EUROPEAN_ONLY: [RegExp, string][] = [
  [word('sítios?'), 'site'],
  [word('utilizador(es)?'), 'usuário'],
  [word('regist(ar|e|ou|ado|ada|ados|adas|ar-se|e-se)'), 'cadastrar / registrar'],
  [word('registos?'), 'registro / cadastro'],
  [word('telemóve(l|is)'), 'celular'],
  [word('ecrãs?'), 'tela'],
  [word('equipas?'), 'equipe'],
  [word('contact(o|os|ar|e|e-nos|ar-nos)'), 'contato / contatar'],
  [word('factos?'), 'fato'],
  [word('esperança de vida'), 'expectativa de vida'],
  [word('ficheiros?'), 'arquivo'],
  [word('palavras?-passe'), 'senha'],
  [word('partilh(ar|e|a|ado|ada|amos|ados|adas)'), 'compartilhar'],
  [word('ligaç(ão|ões)'), 'link / conexão'],
  [word('brevemente'), 'em breve'],
  [word('subscri(ção|ções|ver|va|to)'), 'assinatura / assinar'],
  [word('gerir'), 'gerenciar / administrar'],
  [word('planear'), 'planejar'],
  [word('connosco'), 'conosco'],
  [word('secç(ão|ões)'), 'seção'],
  [word('descarreg(ar|ue)'), 'baixar'],
  [word('aceder'), 'acessar'],
  [word('retalhista'), 'varejista'],
  [word('correio eletrónico'), 'e-mail'],
  [
    word('(económic|anónim|crónic|electrónic|eletrónic)[oa]s?'),
    'ô: econômico, anônimo, crônico, eletrônico',
  ],
  [
    word('(prémio|género|bebé|fenómeno|sénior|ómega|vómito|logótipo)s?'),
    'ê/ô: prêmio, gênero, bebê, sênior, logotipo',
  ],
  [word('(infeção|receção|deteção|infografias?)'), 'infecção, recepção, detecção, infográfico'],
  [word('fiáve(l|is)'), 'confiável'],
  [word('morada'), 'endereço'],
  [word('termos de utilização'), 'termos de uso'],
  [word('estal(ão|ões)'), 'padrão'],
  // "estamos a trabalhar": the European progressive; Brazil says "estamos trabalhando".
  [
    word(
      '(estou|estás|está|estamos|estão|estava|estavam|esteja|estejam|estar|continua|continuam|fica|ficam|anda|andam) a [a-zà-úç]+(ar|er|ir)',
    ),
    'gerund: estamos trabalhando',
  ],
];

/**
 * In running text "ligação" is also Brazilian: a phone call ("uma ligação para o veterinário") or
 * a connection ("a ligação da raça com a Etiópia"); only the interface's "link" must not say it.
 */
const BRAZILIAN_IN_CONTENT = new Set(['link / conexão']);

function europeanFormsIn(text: string, options: { content?: boolean } = {}): string[] {
  return EUROPEAN_ONLY.flatMap(([pattern, brazilian]) => {
    if (options.content && BRAZILIAN_IN_CONTENT.has(brazilian)) return [];
    const found = pattern.exec(text);
    return found ? [`"${found[0]}" (pt_BR: ${brazilian})`] : [];
  });
}

describe('Brazilian Portuguese reads as Brazilian', () => {
  it('the word list catches the forms the walk found', () => {
    expect(europeanFormsIn('Estamos a trabalhar no sítio')).toHaveLength(2);
    expect(europeanFormsIn('Esperança de vida')).toHaveLength(1);
    expect(europeanFormsIn('Veja no ecrã do telemóvel.')).toHaveLength(2);
    expect(europeanFormsIn('Estamos trabalhando no site. Expectativa de vida.')).toEqual([]);
  });

  it('no message of locales/pt_BR.json uses a European form', () => {
    const problems = catalogKeys(CATALOGS.pt_BR).flatMap((key) =>
      europeanFormsIn(translate(CATALOGS.pt_BR, key)).map((p) => `${key}: ${p}`),
    );
    expect(problems).toEqual([]);
  });

  it('every static page has its own pt_BR text, and none uses a European form', () => {
    const keys = new Set(staticPages.map((p) => p.key));
    for (const key of keys) {
      const page = staticPages.find((p) => p.key === key && p.locale === 'pt_BR');
      expect(page, `pt_BR ${key}`).toBeDefined();
      expect(europeanFormsIn(`${page!.title}\n${page!.body}`), `pt_BR ${key}`).toEqual([]);
    }
  });

  it('the categories named for Brazil use Brazilian words', () => {
    for (const category of packRows(english, 'categories')) {
      const name = (category.translations as { pt_BR?: { name: string } }).pt_BR?.name;
      if (name) expect(europeanFormsIn(name)).toEqual([]);
    }
  });

  it('the Brazilian demo content (demo/packs/pt_BR) uses no European form', () => {
    const brazilian = demoPack('pt_BR');
    const problems: string[] = [];
    for (const [table, rows] of Object.entries(brazilian.tables))
      (rows ?? []).forEach((row, index) => {
        const before = english.tables[table]?.[index];
        for (const [column, value] of Object.entries(row))
          if (JSON.stringify(value) !== JSON.stringify(before?.[column]))
            for (const text of texts(value))
              problems.push(
                ...europeanFormsIn(text, { content: true }).map(
                  (p) => `${table} #${index + 1} ${column}: ${p}`,
                ),
              );
      });
    expect(problems).toEqual([]);
  });
});
