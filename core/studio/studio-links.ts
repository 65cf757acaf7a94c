/**
 * Links the studio sends or prints. The studio pages that open them come with the studio screens
 * (issue 14); their patterns then join the page table in core/site/paths.ts.
 */
export const studioLinks = {
  setup: (publicUrl: string, token: string) => `${publicUrl}/studio/setup#token=${token}`,
  invitation: (publicUrl: string, token: string) => `${publicUrl}/studio/invitation#token=${token}`,
};
