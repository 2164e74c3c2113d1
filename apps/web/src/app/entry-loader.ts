import { type LoaderFunctionArgs, redirect } from 'react-router';
import { readLaunchParams } from './launch-params';
import { decideStart } from './start';
import { startDeps } from './start-deps';

/** `/` and `/pages/index/index`: run the start logic and replace the entry with where it leads. */
export async function entryLoader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  throw redirect(await decideStart(readLaunchParams(url.search), startDeps()));
}
