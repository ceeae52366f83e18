import { Link } from "@remix-run/react";
import { Avatar } from "~/components/Avatar";
import type { Achievement } from "~/lib/arcade/achievements";
import { formatNumber, plural } from "~/lib/format";
import { CRISIS_LINES, EMERGENCY_LINE } from "~/lib/texts/crisis";
import { SITE_NAME, SITE_TAGLINE } from "~/lib/site";
import { panelClass } from "~/components/ui/Card";

const panel = panelClass();

type Profile = {
  id: number;
  displayName: string;
  username: string;
  avatar: string | null;
  followers: number;
  following: number;
  postsCount: number;
};

/** A visitor's left column: what this place is, and the ways in, where a member sees their profile. */
export function AboutSidebar() {
  return (
    <aside aria-label={`About ${SITE_NAME}`} className="flex flex-col gap-4" data-sidebar>
      <section aria-labelledby="about-heading" className={panel}>
        <h2 id="about-heading" className="font-semibold">
          About {SITE_NAME}
        </h2>
        <p className="mt-2 text-sm">
          {SITE_TAGLINE}, made with and for people with disability, their families and carers.
        </p>
        <ul className="mt-3 flex flex-col gap-2 text-sm">
          <li>
            <Link to="/login" className="font-semibold text-accent underline">
              Sign in or join
            </Link>
          </li>
          <li>
            <Link to="/accessibility" className="underline">
              Set text size, colours and more first
            </Link>
          </li>
          <li>
            <Link to="/guidelines" className="underline">
              Community guidelines
            </Link>
          </li>
        </ul>
      </section>
    </aside>
  );
}

export function ProfileSidebar({ profile, achievements }: { profile: Profile; achievements: Achievement[] }) {
  return (
    <aside aria-label="Your profile" className="flex flex-col gap-4" data-sidebar>
      <section aria-labelledby="profile-card" className={panel}>
        <div className="flex items-center gap-3">
          <Avatar userId={profile.id} name={profile.displayName} avatar={profile.avatar} size="large" />
          <div>
            <h2 id="profile-card" className="font-semibold">
              <Link to={`/profile/${profile.id}`} className="hover:underline">
                {profile.displayName}
              </Link>
            </h2>
            <p className="text-sm text-muted">@{profile.username}</p>
          </div>
        </div>
        <dl className="mt-3 grid grid-cols-3 text-center text-sm">
          {(
            [
              ["Posts", profile.postsCount],
              ["Followers", profile.followers],
              ["Following", profile.following],
            ] as const
          ).map(([label, value]) => (
            <div key={label} className="flex flex-col-reverse">
              <dt className="text-muted">{label}</dt>
              <dd className="text-lg font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="achievements" className={panel}>
        <h2 id="achievements" className="font-semibold">
          Achievements
        </h2>
        <ul className="mt-2 space-y-2 text-sm">
          {achievements.map((achievement) => (
            <li key={achievement.id}>
              <span className="font-medium">{achievement.title}</span>
              <span className="block text-muted">{achievement.description}</span>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}

type CommunitySidebarProps = {
  /** `day`: the start day in the platform's time zone, written by the loader. */
  events: { id: number; title: string; day: string; isVirtual: boolean; location: string | null }[];
  resources: { id: number; title: string; category: string; helpful: number }[];
  groups: { id: number; name: string; memberCount: number }[];
  stats: { members: number; posts: number; groups: number; upcomingEvents: number };
};

export function CommunitySidebar({ events, resources, groups, stats }: CommunitySidebarProps) {
  return (
    <aside aria-label="Community" className="render-later flex flex-col gap-4">
      {/* Crisis lines stay visible in every layout mode: they are never "nonessential". */}
      <section aria-labelledby="crisis-support" className="rounded-lg border-2 border-danger bg-surface p-4">
        <h2 id="crisis-support" className="font-semibold">
          Crisis support
        </h2>
        <p className="mt-1 text-sm">If you are in immediate danger, call {EMERGENCY_LINE.number}.</p>
        <ul className="mt-2 space-y-2 text-sm">
          {CRISIS_LINES.map((line) => (
            <li key={line.name}>
              <span className="font-medium">{line.name}</span>{" "}
              <a href={`tel:${line.tel}`} className="font-semibold text-accent underline">
                {line.number}
              </a>
              <span className="block text-muted">{line.description}</span>
            </li>
          ))}
        </ul>
        <Link to="/safety#crisis-lines" className="mt-2 inline-block text-sm underline">
          Which line to call, and when
        </Link>
      </section>
      <div className="flex flex-col gap-4" data-sidebar>
        <SidebarList
          title="Upcoming events"
          href="/events"
          items={events.map((e) => ({
            id: e.id,
            title: e.title,
            detail: `${e.day} · ${e.isVirtual ? "Online" : (e.location ?? "In person")}`,
          }))}
        />
        <SidebarList
          title="Featured resources"
          href="/resources"
          items={resources.map((r) => ({
            id: r.id,
            title: r.title,
            detail: `${plural(r.helpful, "person", "people")} found this helpful`,
          }))}
        />
        <SidebarList
          title="Active groups"
          href="/support-groups"
          items={groups.map((g) => ({ id: g.id, title: g.name, detail: plural(g.memberCount, "member") }))}
        />
        <section aria-labelledby="community-stats" className={panel}>
          <h2 id="community-stats" className="font-semibold">
            Community stats
          </h2>
          <dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
            {(
              [
                ["Members", stats.members],
                ["Posts", stats.posts],
                ["Support groups", stats.groups],
                ["Upcoming events", stats.upcomingEvents],
              ] as const
            ).map(([label, value]) => (
              <div key={label}>
                <dt className="text-muted">{label}</dt>
                <dd className="text-lg font-semibold">{formatNumber(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </aside>
  );
}

function SidebarList({
  title,
  href,
  items,
}: {
  title: string;
  href: string;
  items: { id: number; title: string; detail: string }[];
}) {
  const headingId = `sidebar-${title.toLowerCase().replaceAll(" ", "-")}`;
  return (
    <section aria-labelledby={headingId} className={panel}>
      <h2 id={headingId} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item) => (
          <li key={item.id}>
            <span className="font-medium">{item.title}</span>
            <span className="block text-muted">{item.detail}</span>
          </li>
        ))}
      </ul>
      <Link to={href} className="mt-2 inline-block text-sm text-accent underline">
        See all {title.toLowerCase()}
      </Link>
    </section>
  );
}
