// The community guidelines: where every moderation notice links, in plain words. The full policy
// pages (terms, privacy, appeals) are not written yet.
import type { MetaFunction } from "@remix-run/cloudflare";
import { Link } from "@remix-run/react";
import { pageTitle } from "~/lib/site";
import { skipRevalidationFor } from "~/components/forms/useActionForm";

export const meta: MetaFunction = () => [{ title: pageTitle("Community guidelines") }];

const GUIDELINES = [
  {
    title: "Be kind",
    text: "Disagree with ideas, never with people. Assume good intent, and ask before giving advice.",
  },
  {
    title: "Respect privacy",
    text: "What members share about their health, bodies and lives stays here. Never share someone else's story, photo or details without their permission.",
  },
  {
    title: "No hate, harassment or threats",
    text: "Nothing that demeans anyone for disability, race, gender, sexuality, religion or anything else they are. No pile-ons, no following someone around the site.",
  },
  {
    title: "No spam or selling",
    text: "No advertising outside the ads manager, no repeated posts, no links to scams.",
  },
  {
    title: "Care with health information",
    text: "Share what worked for you, and say so. Don't tell others to stop treatment, and use a content warning for distressing detail.",
  },
  {
    title: "If you are in crisis",
    text: "Call Lifeline on 13 11 14 or Beyond Blue on 1300 22 4636, any time. In an emergency, call 000.",
  },
];

// The bell's "Mark all as read" answers in place: the page under it does not reload.
export const shouldRevalidate = skipRevalidationFor();

export default function Guidelines() {
  return (
    <div className="mx-auto w-full max-w-reading">
      <h1 className="text-3xl font-bold">Community guidelines</h1>
      <p className="mt-2 text-lg">
        This is a place of support. These guidelines keep it safe, and moderators act on them. When a moderator removes
        something, warns or suspends a member, the member is told why, in a notification.
      </p>
      <ol className="mt-6 flex flex-col gap-4">
        {GUIDELINES.map((rule) => (
          <li key={rule.title}>
            <h2 className="text-xl font-semibold">{rule.title}</h2>
            <p className="mt-1">{rule.text}</p>
          </li>
        ))}
      </ol>
      <p className="mt-6">
        Something here needs a moderator? Use Report on the post, reply, message or profile.{" "}
        <Link to="/notifications?tab=moderation" className="underline">
          Your moderation notices
        </Link>
      </p>
    </div>
  );
}
