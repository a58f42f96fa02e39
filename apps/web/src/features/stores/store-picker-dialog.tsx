// The store picker the chrome opens (lazily: it stays out of the first /menu bundle) is the Find a
// Store modal, opened for the source the opener asked for (finder-source.ts; 'select' by default).
import { useState } from 'react';
import { useSelectedStore } from '../../lib/selected-store-context.tsx';
import { takeFinderSource } from './model/finder-source.ts';
import { StoreFinderDialog } from './store-finder-dialog.tsx';

export default function StorePickerDialog() {
  const { setPickerOpen, pickerReason } = useSelectedStore();
  const [source] = useState(takeFinderSource);
  return <StoreFinderDialog source={source} reason={pickerReason} onClose={() => setPickerOpen(false)} />;
}
