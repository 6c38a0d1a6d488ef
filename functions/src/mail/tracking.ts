/*
 * The tracking image of spec 2 §3 ("abertura"). Apart from compose.ts so the routes that only queue a message
 * (mail/queue.ts) do not bundle nodemailer's MIME composer (docs/decisions.md "Issue 17: Lambda bundles").
 */

/** The HTML of a text message with the tracking image at the end (spec 2 §3 "abertura"). */
export function htmlWithTracking(text: string, html: string | undefined, trackingUrl: string | undefined): string | undefined {
  if (!trackingUrl) return html;
  const escaped = text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');
  const body = html ?? `<div style="font-family:Arial,sans-serif;font-size:14px">${escaped}</div>`;
  return `${body}<img src="${trackingUrl}" width="1" height="1" alt="" style="display:none">`;
}
