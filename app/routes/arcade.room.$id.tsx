import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ComingSoon } from "~/components/ComingSoon";
import { idParams } from "~/lib/schemas";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Game Room ${data?.id ?? ""} | Community Platform` }];

export function loader({ params }: LoaderFunctionArgs) {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw data(null, { status: 404 });
  return { id: parsed.data.id };
}

export default function GameRoomPage() {
  const { id } = useLoaderData<typeof loader>();
  return <ComingSoon title={`Game Room ${id}`} summary="Play, watch and chat in a two-player room." />;
}
