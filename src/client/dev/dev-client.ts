// Loaded only by pages the dev server sends (it adds this script to them): follows the server's events.
import { DEV_EVENTS_PATH, type DevMessage } from '../../shared/dev-protocol';
import { hideProblems, showProblems } from './error-overlay';
import { dispatchPageUpdate } from './page-updates';

const events = new EventSource(DEV_EVENTS_PATH);
events.onmessage = (event: MessageEvent<string>) => {
  const message = JSON.parse(event.data) as DevMessage;
  if (message.type === 'page') dispatchPageUpdate(message.page);
  else if (message.type === 'reload') location.reload();
  else if (message.type === 'problems') showProblems(message.problems);
  else hideProblems();
};
