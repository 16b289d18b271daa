// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/**
 * The online consultation's video room as the patient sees it: joining, waiting, connected, the
 * chat, and the room's refusals and camera/microphone problems (`msg.<key>` are the shared
 * ROOM_MESSAGES sentences, looked up by value).
 */
const videoRoom = {
  'meta.title': 'Consultation room',
  'meta.description': 'Your online consultation.',
  heading: 'Consultation room',
  with: 'Consultation with {name}',
  when: '{start} to {end}',
  loading: 'Loading the room...',
  opensAt: 'It opens at {time}.',
  back: 'Back to Appointments',
  idle: 'Join when you are ready: your browser will ask for your camera and microphone.',
  joining: 'Joining the room...',
  connected: 'Connected with {name}',
  join: 'Join Room',
  rejoin: 'Rejoin',
  leave: 'Leave',
  you: 'You',
  chat: 'Chat',
  chatMessages: 'Chat messages',
  message: 'Message',
  send: 'Send',
  reconnecting: 'Reconnecting...',
  'controls.label': 'Call controls',
  mute: 'Mute',
  unmute: 'Unmute',
  cameraOff: 'Turn camera off',
  cameraOn: 'Turn camera on',
  switchCamera: 'Switch camera',
  'peer.muted': '{name} has muted their microphone',
  'peer.cameraOff': "{name}'s camera is off",
  'self.muted': 'You are muted',
  'self.cameraOff': 'Your camera is off',
  'network.good': 'Connection: good',
  'network.fair': 'Connection: fair. Video may stutter.',
  'network.poor': 'Connection: poor. Video may freeze; turning your camera off can help, and the chat still works.',
  'msg.notFound': 'Appointment not found',
  'msg.notOnline': 'This is a clinic visit: it has no video room.',
  'msg.notActive': 'This appointment is not active, so its room is closed.',
  'msg.notOpenYet': 'The room opens 10 minutes before the appointment starts.',
  'msg.ended': 'This consultation has ended.',
  'msg.ticketInvalid': 'This room ticket is not valid any more. Please rejoin the room.',
  'msg.badMessage': 'The room could not read that message.',
  'msg.replaced': 'You joined this room from another window.',
  'msg.cameraDenied':
    'Camera and microphone access was blocked. Allow it in your browser’s site settings and rejoin, or use the chat below.',
  'msg.cameraMissing': 'No camera or microphone was found. You can still use the chat below.',
  'msg.cameraBusy': 'Your camera or microphone is in use by another app. Close it and rejoin, or use the chat below.',
  'msg.cameraFailed': 'The camera and microphone could not be started. You can still use the chat below.',
  'msg.connectionLost': 'The connection to the room was lost. Rejoin to continue.',
  'msg.waiting': 'Waiting for the other person to join...',
} as const satisfies Catalogue;

export default videoRoom;

declare module '../../namespaces.ts' {
  interface Namespaces {
    videoRoom: typeof videoRoom;
  }
}
