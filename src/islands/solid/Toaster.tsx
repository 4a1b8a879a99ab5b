/** @jsxImportSource solid-js */
import { Toaster as SolidToaster } from 'solid-toast';

/**
 * The one toast container of a page (spec section 8: top right, 5000 ms).
 * Any island shows a toast through solid-toast's `toast` function.
 */
export default function Toaster() {
  return <SolidToaster position="top-right" gutter={8} toastOptions={{ duration: 5000 }} />;
}
