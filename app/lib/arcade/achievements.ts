// Profile-card achievements, earned from real activity rather than shown as decoration.
export type Achievement = { id: string; title: string; description: string };

export function achievementsFor(profile: { postsCount: number; followers: number; following: number }): Achievement[] {
  const earned: [boolean, Achievement][] = [
    [true, { id: "welcome", title: "Welcome aboard", description: "Joined the community" }],
    [
      profile.postsCount >= 1,
      { id: "first-post", title: "First post", description: "Shared something for the first time" },
    ],
    [profile.postsCount >= 5, { id: "voice", title: "Community voice", description: "Five or more posts" }],
    [profile.following >= 5, { id: "connector", title: "Connector", description: "Following five or more members" }],
    [profile.followers >= 5, { id: "supported", title: "Well supported", description: "Five or more followers" }],
  ];
  return earned.filter(([has]) => has).map(([, achievement]) => achievement);
}
