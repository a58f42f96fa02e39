// What the header calls this terminal.
import { DRIVE_THRU_TERMINAL_ID, IN_STORE_TERMINAL_ID } from '@brewline/domain/store-hours/pickup';

export function terminalLabel(termId: number): string {
  if (termId === IN_STORE_TERMINAL_ID) return 'Counter';
  if (termId === DRIVE_THRU_TERMINAL_ID) return 'Drive-thru';
  return `Terminal ${termId}`;
}
