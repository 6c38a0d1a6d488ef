import { Fn, RemovalPolicy } from 'aws-cdk-lib';
import * as apigw from 'aws-cdk-lib/aws-apigateway';
import * as apigwv2 from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import type * as lambda from 'aws-cdk-lib/aws-lambda';
import * as logs from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import { apiRoutes, routePath, type ApiFunctionId } from '@ocupacional/shared';

export interface ApiProps {
  readonly stage: string;
  /** The function serving each bounded context of the route manifest. */
  readonly handlers: Record<ApiFunctionId, lambda.IFunction>;
  /** Steady-state requests per second across the API. */
  readonly rateLimit?: number;
  readonly burstLimit?: number;
}

/** The HTTP API: one route per entry of {@link apiRoutes}, payload v2, access-logged and throttled. */
export class Api extends Construct {
  readonly httpApi: apigwv2.HttpApi;
  /** The execute-api host name, the origin CloudFront forwards /sst/api/* to. */
  readonly domainName: string;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.httpApi = new apigwv2.HttpApi(this, 'HttpApi', {
      apiName: `ocupacional-${props.stage}`,
      // The default stage is declared below, with access logs and throttling.
      createDefaultStage: false,
    });

    const accessLogs = new logs.LogGroup(this, 'AccessLogs', {
      retention: logs.RetentionDays.ONE_YEAR,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: props.rateLimit ?? 200, burstLimit: props.burstLimit ?? 400 },
      accessLogSettings: {
        destination: new apigwv2.LogGroupLogDestination(accessLogs),
        format: apigw.AccessLogFormat.custom(
          JSON.stringify({
            requestId: apigw.AccessLogField.contextRequestId(),
            ip: apigw.AccessLogField.contextIdentitySourceIp(),
            requestTime: apigw.AccessLogField.contextRequestTime(),
            httpMethod: apigw.AccessLogField.contextHttpMethod(),
            routeKey: '$context.routeKey',
            path: apigw.AccessLogField.contextPath(),
            status: apigw.AccessLogField.contextStatus(),
            responseLength: apigw.AccessLogField.contextResponseLength(),
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
          }),
        ),
      },
    });

    // One integration per function; the permission covers the whole API so its resource policy stays small
    // however many routes the manifest grows.
    const integrations = new Map<ApiFunctionId, HttpLambdaIntegration>();
    const integrationOf = (fn: ApiFunctionId): HttpLambdaIntegration => {
      let integration = integrations.get(fn);
      if (!integration) {
        integration = new HttpLambdaIntegration(`${fn}Integration`, props.handlers[fn], {
          payloadFormatVersion: apigwv2.PayloadFormatVersion.VERSION_2_0,
          scopePermissionToRoute: false,
        });
        integrations.set(fn, integration);
      }
      return integration;
    };
    for (const route of apiRoutes) {
      this.httpApi.addRoutes({
        path: routePath(route),
        methods: [apigwv2.HttpMethod[route.method]],
        integration: integrationOf(route.fn),
      });
    }

    // apiEndpoint is https://{id}.execute-api.{region}.amazonaws.com: keep the host.
    this.domainName = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
