'use client';
import { MemberPoll } from './member-poll';
import { EventStream } from './event-stream';
import { ServiceWorkerRegistrar } from './service-worker-registrar';
import { TimeZoneAdopter } from './time-zone-adopter';

/** What runs beside a member's pages without showing anything: the poll, the event stream, push, the time zone. */
export default function MemberServices() {
  return (
    <>
      <MemberPoll />
      <EventStream />
      <ServiceWorkerRegistrar />
      <TimeZoneAdopter />
    </>
  );
}
