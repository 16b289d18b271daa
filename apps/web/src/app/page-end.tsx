import { Suspense } from 'react';
import { SiteFooter } from '@/components/layouts/site-footer';
import ChatLauncher from './chat-launcher';

/**
 * What comes after the page: the footer and the chat launcher, one chunk fetched after the shell so the
 * home page's first download stays within its budget (decisions 037, 038). The chat widget itself loads
 * on the launcher's first click.
 */
export default function PageEnd() {
  return (
    <>
      <SiteFooter />
      {/* The launcher waits for its words (the assistant catalogue); the footer does not wait for it. */}
      <Suspense fallback={null}>
        <ChatLauncher />
      </Suspense>
    </>
  );
}
