export { COPIED_FEEDBACK_MS } from './copiedFeedback';

/** Copies `text` (Clipboard API, else `execCommand('copy')`); resolves to whether it worked. */
export async function copyText(text: string, doc: Document = document): Promise<boolean> {
  try {
    if (doc.defaultView?.navigator.clipboard) {
      await doc.defaultView.navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission denied or an insecure context: fall back to the selection below.
  }
  const area = doc.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '-1000px';
  doc.body.appendChild(area);
  area.select();
  try {
    return doc.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
}
