import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { ComingSoon } from "~/components/ComingSoon";
import { idParams } from "~/lib/schemas";
import { parsePageIdOr404 } from "~/lib/validate.server";

export const meta: MetaFunction<typeof loader> = ({ data }) => [{ title: `Game Room ${data?.id ?? ""} | Community Platform` }];

export function loader({ params }: LoaderFunctionArgs) {
  return parsePageIdOr404(idParams, params);
}

export default function GameRoomPage() {
  const { id } = useLoaderData<typeof loader>();
  return <ComingSoon title={`Game Room ${id}`} summary="Play, watch and chat in a two-player room." />;
}
