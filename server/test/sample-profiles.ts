import type { FastifyInstance } from 'fastify';

import { type SupplierType, UPLOAD_FIELD } from '@portal/contracts';

const api = (path: string) => `/api/v1${path}`;

/** A multipart POST to `url`, as a browser's form sends it: the text fields, then each file in a part named `field`. */
export function multipartRequest(
  url: string,
  {
    fields = {},
    files = [],
    field = UPLOAD_FIELD,
  }: { fields?: Record<string, string>; files?: readonly { name: string; bytes: Buffer }[]; field?: string },
) {
  const boundary = `----portal-test-${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    ...Object.entries(fields).map(([name, value]) =>
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    ),
    ...files.flatMap(({ name, bytes }) => [
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      bytes,
      Buffer.from('\r\n'),
    ]),
    Buffer.from(`--${boundary}--\r\n`),
  ]);
  return { method: 'POST' as const, url, payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Files for POST uploads, in parts named `field`, sent with `auth` (POST uploads needs a token). */
export const multipartFiles = (
  files: readonly { name: string; bytes: Buffer }[],
  auth: { authorization: string },
  field: string = UPLOAD_FIELD,
) => {
  const request = multipartRequest(api('/uploads'), { files, field });
  return { ...request, headers: { ...request.headers, ...auth } };
};

/** Uploads one small file through POST uploads as `auth`'s account, as the sign-up form does, and answers its URL. */
export async function uploadTestFile(
  app: FastifyInstance,
  auth: { authorization: string },
  name = 'licence.pdf',
  bytes: Buffer = Buffer.from('%PDF-1.4\n% test document\n'),
): Promise<string> {
  const reply = await app.inject(multipartFiles([{ name, bytes }], auth));
  if (reply.statusCode !== 201) throw new Error(`upload failed: ${reply.body}`);
  const [url] = reply.json<{ urls: string[] }>().urls;
  return url!;
}

/** A complete, valid profile_data of each supplier type, its documents being the given upload. */
export function sampleProfile(
  type: SupplierType,
  { email, document, photo }: { email: string; document: string; photo: string },
): Record<string, unknown> {
  const contact = { country: 'Pakistan', phone_number: '+92 3001234567', email };
  const business = { ...contact, business_name: 'Karakoram Trails', contact_name: 'Ayesha Khan', city: 'Islamabad' };
  switch (type) {
    case 'hotel':
      return {
        ...contact,
        property_name: 'Hunza Serena Lodge',
        contact_name: 'Ayesha Khan',
        city_region: 'Hunza',
        address: 'Karimabad, Hunza',
        property_type: 'Lodge',
        amenities: ['Free Wi-Fi', 'Parking'],
        rooms: 10,
        check_in_time: '17:00',
        check_out_time: '11:00',
        photos: [photo],
        verification_doc: [document],
      };
    case 'tour_operator':
      return {
        ...business,
        office_address: 'F-7 Markaz, Islamabad',
        tour_types: ['Day', 'Group'],
        operate_treks: true,
        international_tourists: true,
        business_registration: [document],
        dts_license: [document],
      };
    case 'activity_operator':
      return {
        ...business,
        address: 'Lake View Park, Islamabad',
        select_activity: ['Paragliding', 'Boat ride'],
        open_days_hours: { days: ['Monday', 'Saturday'], from: '09:00', to: '17:00' },
        eligibility_doc: [document],
        verification_doc: [document],
      };
    case 'rental':
      return {
        ...business,
        location: 'Blue Area, Islamabad',
        rental_type: 'Cars',
        how_many_cars_bikes: 8,
        offer_self_drive: false,
        require_security_deposit: true,
        verification_doc: [document],
      };
    case 'tour_guide':
      return {
        ...contact,
        name: 'Bilal Ahmed',
        city: 'Lahore',
        address: 'Gulberg III, Lahore',
        specialise_in: ['History', 'Food'],
        guide_since: '3-5 years',
        international_tourists: true,
        dts_license: [document],
        identity_doc: [document],
        photos: [photo],
      };
  }
}

/** A tiny valid PNG, for photo fields. */
export const PNG_BYTES = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
