import { ROOM_MESSAGES } from '@dawa/shared/care/video-room';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useRoom } from '@/features/video-room/api/get-room';
import { VideoRoom } from '@/features/video-room/components/video-room';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';

const dateTimeFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Kolkata' });

/** /appointments/:id/room: the online consultation's video room (its own chunk: the video code stays out of the shell). */
export default function AppointmentRoomRoute() {
  const { user } = useSession();
  const location = useLocation();
  const { id = '' } = useParams();
  if (!user) return <Navigate to={paths.login()} replace state={{ from: location.pathname }} />;
  if (!/^\d{1,9}$/.test(id)) return <RoomMessage text={ROOM_MESSAGES.notFound} />;
  return <Room appointmentId={Number(id)} />;
}

function Room({ appointmentId }: { appointmentId: number }) {
  const room = useRoom(appointmentId);
  const navigate = useNavigate();
  if (room.isPending) return <RoomMessage text="Loading the room..." status />;
  if (room.isError) return <RoomMessage text={apiErrorMessage(room.error, ROOM_MESSAGES.connectionLost)} />;
  const info = room.data;
  const other = info.role === 'patient' ? info.doctorName : info.patientName;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title="Consultation room" description="Your online consultation." />
      <h1 className="text-2xl font-bold sm:text-3xl">Consultation with {other}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {dateTimeFormat.format(new Date(info.startsAt))} to {dateTimeFormat.format(new Date(info.endsAt))}
      </p>
      <div className="mt-6">
        {info.state === 'early' ? (
          <p role="status">
            {ROOM_MESSAGES.notOpenYet} It opens at {dateTimeFormat.format(new Date(info.opensAt))}.
          </p>
        ) : info.state === 'ended' ? (
          <p role="status">{ROOM_MESSAGES.ended}</p>
        ) : (
          <VideoRoom room={info} onLeave={() => void navigate(paths.appointments())} />
        )}
      </div>
    </div>
  );
}

function RoomMessage({ text, status }: { text: string; status?: boolean }) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageMeta title="Consultation room" description="Your online consultation." />
      <h1 className="text-2xl font-bold">Consultation room</h1>
      <p role={status ? 'status' : 'alert'} className="mt-4">
        {text}
      </p>
      <Link to={paths.appointments()} className={buttonClasses('secondary', 'mt-6')}>
        Back to Appointments
      </Link>
    </div>
  );
}
