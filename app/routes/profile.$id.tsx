import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { TEXTS } from "~/lib/texts";
import { idParams } from "~/lib/schemas";
import { parsePageIdOr404 } from "~/lib/validate.server";
import { getUserProfile } from "~/models/user.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `${data?.user.displayName ?? "Profile"} | Community Platform` }];

export async function loader({ params, context }: LoaderFunctionArgs) {
  // The spec's profile id defaults to 1 when missing (doc 1, 2.7 and 5).
  const { id } = parsePageIdOr404(idParams, { id: params.id ?? "1" });
  const user = await getUserProfile(context.db, { id });
  if (!user) throw data(null, { status: 404 });
  return { user };
}

export default function ProfilePage() {
  const { user } = useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="page-title" className="max-w-3xl">
      <h1 id="page-title" className="text-3xl font-bold">
        {user.displayName}
      </h1>
      <p className="text-muted">@{user.username}</p>
      {user.bio ? <p className="mt-3">{user.bio}</p> : null}
      <dl className="mt-4 flex gap-6">
        {[
          ["Followers", user.followers],
          ["Following", user.following],
          ["Posts", user.postsCount],
        ].map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="text-xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-6 rounded-lg border border-line bg-surface p-4 text-muted">{TEXTS.beingBuilt}</p>
    </section>
  );
}
