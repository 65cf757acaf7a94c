import type { PackProblem } from './pack-engine.ts';

/**
 * A problem of a pack as a sentence, from the site's messages (`studio_content.problems.*`, with
 * {{table}}, {{row}}, {{field}} and {{value}}): the studio and the command line say the same.
 */
export function problemText(t: (key: string) => string, problem: PackProblem): string {
  const fill: Record<string, string> = {
    table: problem.table ?? '',
    row: problem.row ?? '',
    field: problem.field ?? '',
    value: problem.message ? t(problem.message) : (problem.value ?? ''),
  };
  return t(`studio_content.problems.${problem.code}`).replace(
    /\{\{(\w+)\}\}/g,
    (_all, name: string) => fill[name] ?? '',
  );
}
