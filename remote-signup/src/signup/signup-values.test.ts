import * as v from 'valibot';

import { SUPPLIER_TYPES } from '@portal/contracts';

import { defaultsFor, registrationRequests, stepsFor, valuesForType } from './signup-values';

describe('sign-up steps and values', () => {
  it('has five steps for a hotel and four (step 0 and three) for every other type', () => {
    expect(stepsFor('hotel').map((s) => s.title)).toEqual([
      'Choose your business type',
      'For smooth communication',
      'About your business',
      'Services',
      'For verification',
    ]);
    for (const type of SUPPLIER_TYPES.filter((t) => t !== 'hotel')) expect(stepsFor(type)).toHaveLength(4);
  });

  it('starts every question of a type empty, and a guide without a contact person', () => {
    const guide = defaultsFor('tour_guide');
    expect(guide).toMatchObject({ supplier_type: 'tour_guide', name: '', specialise_in: [], photos: [], country: 'Pakistan' });
    expect(guide).not.toHaveProperty('contact_name');
    expect(defaultsFor('hotel')).toMatchObject({ check_in_time: '17:00', check_out_time: '11:00', amenities: [] });
  });

  it('keeps who the person is when the type changes, and drops the old type’s answers', () => {
    const hotel = { ...defaultsFor('hotel'), property_name: 'Serena', contact_name: 'Ayesha', email: 'a@b.test', amenities: ['Parking'] };
    const operator = valuesForType('tour_operator', hotel, 'hotel');
    expect(operator).toMatchObject({
      supplier_type: 'tour_operator',
      business_name: 'Serena',
      contact_name: 'Ayesha',
      email: 'a@b.test',
      tour_types: [],
    });
    expect(operator).not.toHaveProperty('amenities');
  });

  it('validates each step with the type’s profile_data fields only', () => {
    const [, contact] = stepsFor('tour_guide');
    const result = v.safeParse(contact!.schema, {
      country: 'Pakistan',
      name: 'Bilal',
      phone_number: '+92 3001234567',
      email: 'b@x.test',
      password: 'secret1',
    });
    expect(result.success).toBe(true);
  });

  it('sends the guide’s own name as the user and strips the password from profile_data', () => {
    const values = {
      ...defaultsFor('tour_guide'),
      name: 'Bilal Ahmed',
      phone_number: '+92 3001234567',
      email: 'b@x.test',
      password: 'secret1',
      city: 'Lahore',
      address: 'Gulberg',
      specialise_in: ['Food'],
      guide_since: '1-2 years',
      international_tourists: false,
      dts_license: ['/api/v1/files/1.pdf'],
      identity_doc: ['/api/v1/files/2.pdf'],
    };
    const requests = registrationRequests(values);
    expect(requests.user.full_name).toBe('Bilal Ahmed');
    const supplier = requests.supplier('u-9');
    expect(supplier.profile_data).not.toHaveProperty('password');
    expect(supplier.verification_doc).toEqual(['/api/v1/files/1.pdf', '/api/v1/files/2.pdf']);
  });
});
