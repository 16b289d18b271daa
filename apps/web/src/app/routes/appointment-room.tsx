import { withDoctorTitle } from '@dawa/shared/care/doctor-rules';
import { ROOM_MESSAGES } from '@dawa/shared/care/video-room';
import { Link, Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageMeta } from '@/components/ui/page-meta';
import { paths } from '@/config/paths';
import { useRoom } from '@/features/video-room/api/get-room';
import { VideoRoom } from '@/features/video-room/components/video-room';
import { useRoomText } from '@/features/video-room/hooks/use-room-text';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/auth/session';
import { useFormat } from '@/lib/i18n/use-format';
import { useT } from '@/lib/i18n/use-t';

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
  const t = useT('videoRoom');
  const format = useFormat();
  const room = useRoom(appointmentId);
  const navigate = useNavigate();
  if (room.isPending) return <RoomMessage text={t('loading')} status />;
  // The room's refusals are its own sentences (RoomMessage words them in the page's language).
  if (room.isError) return <RoomMessage text={apiErrorMessage(room.error, ROOM_MESSAGES.connectionLost)} />;
  const info = room.data;
  const other = info.role === 'patient' ? withDoctorTitle(info.doctorName) : info.patientName;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <h1 className="text-2xl font-bold sm:text-3xl">{t('with', { name: other })}</h1>
      <p className="mt-1 text-slate-600 dark:text-slate-300">
        {t('when', { start: format.date(info.startsAt, 'dateTime'), end: format.date(info.endsAt, 'dateTime') })}
      </p>
      <div className="mt-6">
        {info.state === 'early' ? (
          <p role="status">
            {t('msg.notOpenYet')} {t('opensAt', { time: format.date(info.opensAt, 'dateTime') })}
          </p>
        ) : info.state === 'ended' ? (
          <p role="status">{t('msg.ended')}</p>
        ) : (
          <VideoRoom room={info} onLeave={() => void navigate(paths.appointments())} />
        )}
      </div>
    </div>
  );
}

function RoomMessage({ text, status }: { text: string; status?: boolean }) {
  const t = useT('videoRoom');
  const roomText = useRoomText();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 text-center">
      <PageMeta title={t('meta.title')} description={t('meta.description')} />
      <h1 className="text-2xl font-bold">{t('heading')}</h1>
      <p role={status ? 'status' : 'alert'} className="mt-4">
        {roomText(text)}
      </p>
      <Link to={paths.appointments()} className={buttonClasses('secondary', 'mt-6')}>
        {t('back')}
      </Link>
    </div>
  );
}
