import { CfnOutput, Duration, RemovalPolicy, Stack, Annotations } from 'aws-cdk-lib';
import * as iam from 'aws-cdk-lib/aws-iam';
import * as kms from 'aws-cdk-lib/aws-kms';
import * as route53 from 'aws-cdk-lib/aws-route53';
import * as ses from 'aws-cdk-lib/aws-ses';
import * as sns from 'aws-cdk-lib/aws-sns';
import * as subscriptions from 'aws-cdk-lib/aws-sns-subscriptions';
import type * as sqs from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { domainConfigOf } from './edge';

export interface MailProps {
  readonly stage: string;
  /** The domain the product sends from (nao-responda@<mailDomain>). */
  readonly mailDomain: string;
  /**
   * The Route 53 zone the DKIM records go to, when the mail domain is in it; default: the context's (edge.ts
   * domainConfigOf: hostedZoneId and hostedZoneName); none: the records are printed as outputs.
   */
  readonly hostedZone?: { readonly hostedZoneId: string; readonly zoneName: string };
  /** The queue the mail-events worker reads (shared/src/resources.ts queues.mailEvents). */
  readonly eventsQueue: sqs.IQueue;
}

/** The SES events recorded on the e-mail log (functions/src/mail/events.ts); opens and clicks are the tracking image's. */
export const recordedMailEvents = [
  ses.EmailSendingEvent.BOUNCE,
  ses.EmailSendingEvent.COMPLAINT,
  ses.EmailSendingEvent.DELIVERY,
  ses.EmailSendingEvent.REJECT,
] as const;

/** Whether `domain` is the zone's name or a name under it. */
export function inZone(domain: string, zoneName: string): boolean {
  const zone = zoneName.replace(/\.$/, '').toLowerCase();
  const name = domain.replace(/\.$/, '').toLowerCase();
  return name === zone || name.endsWith(`.${zone}`);
}

/**
 * Mail in production (issue 21 item 9): the SES domain identity the product sends from, signed with Easy DKIM
 * (2048-bit; the three CNAME records written to the hosted zone when the domain is in it, else printed as outputs for
 * whoever holds the DNS), and the configuration set every SES message names, whose bounce, complaint, delivery and
 * reject events go to an SNS topic and on to the mailEvents queue (raw delivery: the queue message is SES's event).
 */
export class Mail extends Construct {
  readonly configurationSet: ses.ConfigurationSet;
  readonly identity: ses.EmailIdentity;
  readonly eventsTopic: sns.Topic;

  constructor(scope: Construct, id: string, props: MailProps) {
    super(scope, id);
    const { stage, mailDomain } = props;
    const contextZone = domainConfigOf(this.node)?.hostedZone;
    const hostedZone = props.hostedZone ?? (contextZone ? { hostedZoneId: contextZone.id, zoneName: contextZone.name } : undefined);

    this.configurationSet = new ses.ConfigurationSet(this, 'ConfigurationSet', {
      configurationSetName: `ocupacional-${stage}`,
      reputationMetrics: true,
      sendingEnabled: true,
      tlsPolicy: ses.ConfigurationSetTlsPolicy.REQUIRE,
      suppressionReasons: ses.SuppressionReasons.BOUNCES_AND_COMPLAINTS,
    });

    const zone =
      hostedZone && inZone(mailDomain, hostedZone.zoneName)
        ? route53.PublicHostedZone.fromHostedZoneAttributes(this, 'Zone', hostedZone)
        : undefined;
    if (hostedZone && !zone) {
      Annotations.of(this).addWarningV2(
        'ocupacional:mailDomainZone',
        `The mail domain ${mailDomain} is not in the hosted zone ${hostedZone.zoneName}: create its DKIM records from the stack outputs.`,
      );
    }
    this.identity = new ses.EmailIdentity(this, 'Identity', {
      // The domain itself, not Identity.publicHostedZone (which would verify the zone's apex, not a subdomain of it).
      identity: { value: mailDomain, hostedZone: zone },
      configurationSet: this.configurationSet,
      dkimSigning: true,
      dkimIdentity: ses.DkimIdentity.easyDkim(ses.EasyDkimSigningKeyLength.RSA_2048_BIT),
    });
    if (!zone) {
      this.identity.dkimRecords.forEach((record, index) => {
        new CfnOutput(this, `DkimRecord${index + 1}`, {
          description: `DKIM CNAME ${index + 1} of 3 for ${mailDomain}: create it in the domain's DNS (name CNAME value)`,
          value: `${record.name} CNAME ${record.value}`,
        });
      });
    }

    // The events carry recipients and subjects: encrypted with a key of their own, which SES may use to publish
    // (an AWS-managed key cannot name SES in its policy). SNS delivers to the SQS-managed-key queue without it.
    const key = new kms.Key(this, 'EventsKey', {
      description: `ocupacional ${stage}: SES events topic`,
      enableKeyRotation: true,
      pendingWindow: Duration.days(7),
      removalPolicy: RemovalPolicy.DESTROY,
    });
    const { account } = Stack.of(this);
    key.addToResourcePolicy(
      new iam.PolicyStatement({
        principals: [new iam.ServicePrincipal('ses.amazonaws.com')],
        actions: ['kms:GenerateDataKey*', 'kms:Decrypt'],
        resources: ['*'],
        conditions: { StringEquals: { 'aws:SourceAccount': account } },
      }),
    );
    this.eventsTopic = new sns.Topic(this, 'EventsTopic', {
      topicName: `ocupacional-${stage}-mail-events`,
      masterKey: key,
      enforceSSL: true,
    });
    this.eventsTopic.addSubscription(new subscriptions.SqsSubscription(props.eventsQueue, { rawMessageDelivery: true }));
    this.configurationSet.addEventDestination('Events', {
      destination: ses.EventDestination.snsTopic(this.eventsTopic),
      events: [...recordedMailEvents],
    });
  }
}
