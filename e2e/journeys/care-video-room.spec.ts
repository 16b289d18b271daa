import type { BrowserContext, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures/axe';
import { expect, test } from '../fixtures/test';
import { openSignedIn } from '../fixtures/sessions';
import { main } from '../fixtures/ui';

// Journey: an online consultation's video room. The demo doctor (Dr. Rohan Mehta) finds today's online
// consultation in My Schedule and joins; the demo patient opens the same room in a second browser.
// Both get each other's (fake) camera over WebRTC, signalled through our WebSocket, and chat.

// Chromium's fake camera and microphone, granted without a prompt; loopback ICE candidates allowed (tests only).
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--use-fake-ui-for-media-stream',
      // Two fake cameras, so Switch camera is offered as on a phone.
      '--use-fake-device-for-media-stream=device-count=2',
      '--allow-loopback-in-peer-connection',
    ],
  },
});

const PASSWORD = 'Dawa@2026';
const DOCTOR = { email: 'doctor@dawa.in', password: PASSWORD, firstName: 'Rohan', lastName: 'Mehta' };
const PATIENT = { email: 'customer@dawa.in', password: PASSWORD, firstName: 'Priya', lastName: 'Sharma' };

async function newPage(context: BrowserContext): Promise<Page> {
  await context.grantPermissions(['camera', 'microphone']);
  return context.newPage();
}

/** The remote video is playing frames (not just attached). */
async function expectRemoteVideo(page: Page, name: string): Promise<void> {
  const video = main(page).getByRole('figure').filter({ hasText: name }).locator('video');
  await expect(video).toHaveAttribute('data-live', 'true', { timeout: 20_000 });
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth), { timeout: 20_000 }).toBeGreaterThan(0);
}

test(
  'the doctor and the patient join the same room, see each other and chat',
  { tag: '@server' },
  async ({ browser, pageErrors }, testInfo) => {
    test.setTimeout(90_000);
    const doctorContext = await browser.newContext();
    const patientContext = await browser.newContext();
    pageErrors.watch(doctorContext);
    pageErrors.watch(patientContext);
    const doctor = await newPage(doctorContext);
    const patient = await newPage(patientContext);

    await openSignedIn(doctor, DOCTOR);
    await doctor.goto('/admin/schedule');
    const join = main(doctor).getByRole('link', { name: 'Join the consultation with Priya Sharma' }).first();
    await expect(join).toBeVisible();
    await join.click();
    await expect(doctor).toHaveURL(/\/appointments\/\d+\/room$/);
    const roomPath = new URL(doctor.url()).pathname;
    await expect(main(doctor).getByRole('heading', { level: 1, name: 'Consultation with Priya Sharma' })).toBeVisible();
    await expectNoSeriousA11yViolations(doctor, testInfo, 'video room before joining');
    await main(doctor).getByRole('button', { name: 'Join Room' }).click();
    await expect(main(doctor).getByText('Waiting for the other person to join...')).toBeVisible();

    await openSignedIn(patient, PATIENT);
    await patient.goto(roomPath);
    await expect(main(patient).getByRole('heading', { level: 1, name: 'Consultation with Dr. Rohan Mehta' })).toBeVisible();
    await main(patient).getByRole('button', { name: 'Join Room' }).click();

    await expect(main(patient).getByText('Connected with Dr. Rohan Mehta')).toBeVisible({ timeout: 20_000 });
    await expect(main(doctor).getByText('Connected with Priya Sharma')).toBeVisible({ timeout: 20_000 });
    await expectRemoteVideo(patient, 'Dr. Rohan Mehta');
    await expectRemoteVideo(doctor, 'Priya Sharma');

    await main(patient).getByRole('textbox', { name: 'Message' }).fill('Hello doctor, can you hear me?');
    await main(patient).getByRole('button', { name: 'Send' }).click();
    const atDoctor = main(doctor).getByRole('list', { name: 'Chat messages' });
    await expect(atDoctor).toContainText('Priya Sharma');
    await expect(atDoctor).toContainText('Hello doctor, can you hear me?');
    await main(doctor).getByRole('textbox', { name: 'Message' }).fill('Yes, loud and clear.');
    await main(doctor).getByRole('button', { name: 'Send' }).click();
    await expect(main(patient).getByRole('list', { name: 'Chat messages' })).toContainText('Yes, loud and clear.');
    await expectNoSeriousA11yViolations(patient, testInfo, 'video room in a call');

    // Mute and camera off are seen on the other side, for both parties, and go again when turned back on.
    const patientAtDoctor = main(doctor).getByRole('figure').filter({ hasText: 'Priya Sharma' });
    await main(patient).getByRole('button', { name: 'Mute' }).click();
    await main(patient).getByRole('button', { name: 'Turn camera off' }).click();
    await expect(patientAtDoctor).toContainText('Priya Sharma has muted their microphone');
    await expect(patientAtDoctor).toContainText("Priya Sharma's camera is off");
    await expect(main(patient).getByRole('figure').filter({ hasText: 'You' })).toContainText('Your camera is off · You are muted');
    await main(patient).getByRole('button', { name: 'Unmute' }).click();
    await main(patient).getByRole('button', { name: 'Turn camera on' }).click();
    await expect(patientAtDoctor).not.toContainText('muted');
    await expect(patientAtDoctor).not.toContainText('camera is off');
    await main(doctor).getByRole('button', { name: 'Mute' }).click();
    await expect(main(patient).getByRole('figure').filter({ hasText: 'Dr. Rohan Mehta' })).toContainText(
      'Dr. Rohan Mehta has muted their microphone',
    );
    // Two fake cameras (a phone's front and back): the patient switches, and the doctor still sees them.
    await main(patient).getByRole('button', { name: 'Switch camera' }).click();
    await expectRemoteVideo(doctor, 'Priya Sharma');
    // The network-quality hint, from the call's own statistics.
    await expect(main(patient).getByText(/^Connection: (good|fair|poor)/)).toBeVisible({ timeout: 10_000 });

    await main(patient).getByRole('button', { name: 'Leave' }).click();
    await expect(patient).toHaveURL(/\/appointments$/);
    await expect(main(doctor).getByText('Waiting for the other person to join...')).toBeVisible();
    await doctorContext.close();
    await patientContext.close();
  },
);

test('a stranger gets Appointment not found for the room', async ({ page, pageErrors, request }) => {
  pageErrors.allowApi(/^\/api\/appointments\/\d+\/room$/);
  const { AccountsApi } = await import('../fixtures/accounts');
  const person = await new AccountsApi(request).createVerifiedUser('room-stranger');
  await openSignedIn(page, person);
  await page.goto('/appointments/1/room');
  await expect(main(page).getByRole('alert')).toHaveText('Appointment not found');
});
