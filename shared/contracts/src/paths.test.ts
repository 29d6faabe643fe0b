import { LISTING_TYPES } from './listing-types';
import { paths, routePatterns } from './paths';

describe('paths', () => {
  it('builds the spec routes of the records, encoding their ids', () => {
    expect(paths.bookingInfo('7f1c2d3e-0000-4000-8000-000000000001')).toBe('/bookings/details/7f1c2d3e-0000-4000-8000-000000000001');
    expect(paths.ticketDetail('a/b?c')).toBe('/support/details/a%2Fb%3Fc');
    expect(paths.inboxConversation('x y')).toBe('/inbox?booking=x%20y');
    expect(paths.followUpTicket('t&1')).toBe('/open-ticket?follow_up=t%261');
    expect(paths.listingAvailability('l#1')).toBe('/listings/l%231/availability');
    expect(paths.listingsSearch('a&b')).toBe('/listings?q=a%26b');
  });

  it('gives each listing type the create and edit routes of spec/listings.md', () => {
    const edits = Object.fromEntries(LISTING_TYPES.map((type) => [type, paths.listingEdit(type, '42')]));
    expect(edits).toEqual({
      tour: '/listingtour/edit/42',
      trek: '/treks/edit/42',
      activity: '/listingactivity/edit/42',
      experience: '/experience/edit/42',
      bike_rental: '/bike-listing/edit/42',
      car_rental: '/car-listing/edit/42',
      hotel: '/hotel/edit/42',
      tour_guide: '/tourguides/edit/42',
    });
    expect(LISTING_TYPES.map(paths.listingCreate)).toEqual(
      ['/listingtour', '/treks', '/listingactivity', '/experience', '/bike-listing', '/car-listing', '/hotel', '/tourguides'],
    );
  });

  it('matches every wizard address of spec/portal.md section 2, aliases included', () => {
    const patterns = LISTING_TYPES.flatMap(routePatterns.listingWizard);
    for (const base of ['/listingtour', '/listingactivity', '/bike', '/bike-listing', '/car', '/car-listing', '/tourguides', '/treks', '/hotel']) {
      expect(patterns).toContain(base);
      expect(patterns).toContain(`${base}/edit/:listingId`);
    }
    expect(patterns).toContain('/experience/edit/:listingId');
    expect(new Set(patterns).size).toBe(patterns.length);
  });
});
