import { describe, expect, it } from 'vitest';
import {
  BoardFollowSchema,
  BoardInviteSchema,
  BoardSectionSchema,
  ExperienceSchema,
  InviteSchema,
  NORMALISED_SCHEMAS,
  PlacementsSchema,
  RatingSchema,
  ResurrectionInfoSchema,
  TopicSchema,
  UploadSchema,
} from './entities.ts';

describe('the other entities of §3', () => {
  it('parses an invite with its sender and channel', () => {
    expect(
      InviteSchema.parse({
        sender: { first_name: 'Ana', is_default_image: false, image_medium_url: '/a.jpg' },
        invite_channel: 5,
        extra: 1,
      }),
    ).toEqual({
      sender: { first_name: 'Ana', is_default_image: false, image_medium_url: '/a.jpg' },
      invite_channel: 5,
    });
    expect(InviteSchema.safeParse({}).success).toBe(false);
  });

  it('parses an experience and its triggerable placed experiences', () => {
    const experience = {
      experience_id: 7,
      type: 0,
      display_data: { anchor: 'save', hide_footer: true, extra: 'kept' },
      triggerable_placed_exps: ['100:7'],
      metadata: {},
      extraContext: { a: 1 },
    };
    expect(ExperienceSchema.parse(experience)).toEqual(experience);
    expect(ExperienceSchema.safeParse({ ...experience, triggerable_placed_exps: ['100-7'] }).success).toBe(
      false,
    );
    expect(PlacementsSchema.safeParse({ 100: experience }).success).toBe(true);
    expect(PlacementsSchema.safeParse({ home: experience }).success).toBe(false);
  });

  it('parses boards sections, invites, follows, topics, resurrection and uploads', () => {
    expect(BoardSectionSchema.parse({ id: 's', title: 'Winter', slug: 'winter' }).slug).toBe('winter');
    expect(
      BoardInviteSchema.parse({
        board: { id: 'b', name: 'B' },
        invited_user: { id: 'u' },
        invited_by_user: { id: 'v' },
      }).invited_user.id,
    ).toBe('u');
    expect(BoardFollowSchema.parse({ board_id: 'b' })).toEqual({ board_id: 'b' });
    expect(TopicSchema.parse({ id: 't', name: 'Cats', url_name: 'cats' }).url_name).toBe('cats');
    expect(ResurrectionInfoSchema.parse({ resurrection_dt: null })).toEqual({ resurrection_dt: null });
    expect(
      UploadSchema.parse({
        upload_id: 'u1',
        upload_url: '/upload',
        upload_parameters: { key: 'k' },
        status: 'processing',
        signature: 'abcdef',
      }).status,
    ).toBe('processing');
  });

  it('defaults max_rating to 5', () => {
    expect(RatingSchema.parse({ rating: 4.5 })).toEqual({ rating: 4.5, max_rating: 5 });
    expect(RatingSchema.parse({ rating: 8, max_rating: 10 })).toEqual({ rating: 8, max_rating: 10 });
    expect(RatingSchema.safeParse({ rating: 4, max_rating: 0 }).success).toBe(false);
  });

  it('has a schema for every normalised kind', () => {
    expect(Object.keys(NORMALISED_SCHEMAS)).toEqual([
      'pin',
      'board',
      'boardSection',
      'user',
      'topic',
      'aggregatedComment',
      'article',
      'contactRequest',
      'conversationMessage',
      'notification',
      'story',
      'todayArticle',
      'tryItEntry',
      'reaction',
    ]);
    for (const [kind, schema] of Object.entries(NORMALISED_SCHEMAS)) {
      expect(schema.safeParse({}).success, kind).toBe(false);
    }
    expect(NORMALISED_SCHEMAS.reaction.parse({ id: 'r', reactionType: 1 })).toEqual({
      id: 'r',
      reactionType: 1,
    });
  });
});
