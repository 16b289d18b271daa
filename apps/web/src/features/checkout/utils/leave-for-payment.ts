/** Sends the browser to the payment provider's page (a full navigation: the provider's site, then back to /payment/callback). */
export function leaveForPayment(url: string): void {
  window.location.assign(url);
}
