import { expect, it } from 'vitest';
import { STUDIO_NAV_GROUPS, STUDIO_SCREENS, type StudioScreen } from './studio-screens.ts';

it('lists every studio screen but Profile in exactly one navigation group', () => {
  const grouped = Object.values(STUDIO_NAV_GROUPS).flat() as StudioScreen[];
  const screens = (Object.keys(STUDIO_SCREENS) as StudioScreen[]).filter((s) => s !== 'profile');
  expect([...grouped].sort()).toEqual([...screens].sort());
});
